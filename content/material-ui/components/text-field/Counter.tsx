import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';

export default function Counter(): React.JSX.Element {
  const [count, setCount] = React.useState(0);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <ButtonGroup variant="outlined" aria-label="Counter">
        <Button onClick={() => setCount((c: number) => c - 1)} aria-label="Decrease">
          −
        </Button>
        <Button onClick={() => setCount((c: number) => c + 1)} aria-label="Increase">
          +
        </Button>
      </ButtonGroup>
      <Typography data-testid="count" aria-live="polite">
        Count: {count}
      </Typography>
    </Stack>
  );
}
