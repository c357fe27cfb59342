import * as React from 'react';
import Button from '@mui/material/Button';

export default function StylingVariants() {
  return (
    <Button variant="contained" sx={{ borderRadius: 8, px: 3 }}>
      Styled with the sx prop
    </Button>
  );
}
