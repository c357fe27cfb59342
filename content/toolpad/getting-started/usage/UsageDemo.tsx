import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export default function UsageDemo(): React.JSX.Element {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button variant="contained">MUI Toolpad button</Button>
      <Button variant="outlined">Cancel</Button>
    </Box>
  );
}
