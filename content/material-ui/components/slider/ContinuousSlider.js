import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function ContinuousSlider() {
  const [value, setValue] = React.useState(30);

  return (
    <Box sx={{ width: 240 }}>
      <Stack spacing={2} direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Slider aria-label="Volume" value={value} onChange={(event, newValue) => setValue(newValue)} />
        <Typography variant="body2" sx={{ minWidth: 28 }} data-testid="slider-value">
          {value}
        </Typography>
      </Stack>
    </Box>
  );
}
