import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ColorModeToggle from '../shared/ColorModeToggle.js';

export const meta = {
  title: 'Sticky footer',
  description: 'A page whose footer stays at the bottom of the window for short content and follows long content.',
};

const PARAGRAPH =
  'The footer follows the main content once it is taller than the window: it is not fixed, it is pushed down by the page.';

export default function StickyFooter() {
  const [paragraphs, setParagraphs] = React.useState(0);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <ColorModeToggle sx={{ position: 'absolute', top: 16, right: 16 }} />
      <Container component="main" sx={{ mt: 8, mb: 2 }} maxWidth="sm">
        <Typography variant="h2" component="h1" sx={{ fontWeight: 700 }} gutterBottom>
          Sticky footer
        </Typography>
        <Typography variant="h5" component="p" gutterBottom>
          Pin a footer to the bottom of the viewport.
        </Typography>
        <Typography gutterBottom>The footer will move as the main element of the page grows.</Typography>
        <Button variant="outlined" onClick={() => setParagraphs(paragraphs + 10)} sx={{ my: 2 }}>
          Add ten paragraphs
        </Button>
        {Array.from({ length: paragraphs }, (_, i) => (
          <Typography key={i} data-paragraph sx={{ mb: 2 }}>
            {i + 1}. {PARAGRAPH}
          </Typography>
        ))}
      </Container>
      <Box component="footer" sx={{ py: 3, px: 2, mt: 'auto', bgcolor: 'action.hover' }}>
        <Container maxWidth="sm">
          <Typography variant="body1">My sticky footer can be found here.</Typography>
          <Typography variant="body2" color="text.secondary">
            {'Copyright © '}
            <Link color="inherit" href="../">
              Your Website
            </Link>{' '}
            2026.
          </Typography>
        </Container>
      </Box>
    </Box>
  );
}
