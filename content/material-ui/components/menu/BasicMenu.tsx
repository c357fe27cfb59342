import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function BasicMenu(): React.JSX.Element {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [choice, setChoice] = React.useState('none');
  const open = Boolean(anchorEl);
  const choose = (value: string) => () => {
    setChoice(value);
    setAnchorEl(null);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        id="basic-button"
        aria-controls={open ? 'basic-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Dashboard
      </Button>
      <Typography variant="body2">Last choice: {choice}</Typography>
      <Menu id="basic-menu" anchorEl={anchorEl} open={open} onClose={() => setAnchorEl(null)} slotProps={{ list: { 'aria-labelledby': 'basic-button' } }}>
        <MenuItem onClick={choose('Profile')}>Profile</MenuItem>
        <MenuItem onClick={choose('My account')}>My account</MenuItem>
        <MenuItem onClick={choose('Logout')}>Logout</MenuItem>
      </Menu>
    </Stack>
  );
}
