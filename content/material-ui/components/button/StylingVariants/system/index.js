import * as React from 'react';
import Box from '@mui/material/Box';

export default function StylingVariants() {
  return (
    <Box
      component="button"
      type="button"
      sx={{
        border: 0,
        borderRadius: '8px',
        bgcolor: '#0b6bcb',
        color: '#fff',
        px: '24px',
        py: '8px',
        fontFamily: 'inherit',
        fontSize: '0.875rem',
        fontWeight: 700,
        lineHeight: 1.5,
        cursor: 'pointer',
        '&:hover': { bgcolor: '#185ea5' },
      }}
    >
      Book a demo
    </Box>
  );
}
