import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { AUTHORS, POSTS, TAGS } from './posts.js';
import ColorModeToggle from '../shared/ColorModeToggle.js';

export const meta = {
  title: 'Blog',
  description: 'A blog with a featured post, posts filtered by tag and search, author avatars and a paginated latest list.',
};

const LATEST_PER_PAGE = 4;

function Authors({ ids, date }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {/* The names are written beside: the avatars are decoration. */}
      <AvatarGroup max={3} aria-hidden="true">
        {ids.map((id) => (
          <Avatar
            key={id}
            title={AUTHORS[id].name}
            sx={{ width: 28, height: 28, fontSize: 12, color: '#fff', bgcolor: AUTHORS[id].color }}
          >
            {AUTHORS[id].initials}
          </Avatar>
        ))}
      </AvatarGroup>
      <Typography variant="caption" color="text.secondary">
        {ids.map((id) => AUTHORS[id].name).join(', ')} · {date}
      </Typography>
    </Stack>
  );
}

function PostCard({ post, featured = false }) {
  return (
    <Card variant="outlined" component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        aria-hidden="true"
        sx={{
          height: featured ? 220 : 120,
          background: `linear-gradient(135deg, hsl(${190 + post.id * 23}, 70%, 55%), hsl(${220 + post.id * 23}, 60%, 35%))`,
        }}
      />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          {post.tag}
        </Typography>
        <Typography variant={featured ? 'h5' : 'h6'} component="h3">
          <Link href={`#post-${post.id}`} color="inherit" underline="hover">
            {post.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          {post.summary}
        </Typography>
        <Authors ids={post.authors} date={post.date} />
      </CardContent>
    </Card>
  );
}

export default function Blog() {
  const [tag, setTag] = React.useState('All');
  const [query, setQuery] = React.useState('');
  const [page, setPage] = React.useState(1);
  const [featured, ...rest] = POSTS;
  const words = query.trim().toLowerCase();
  const shown = rest.filter(
    (post) =>
      (tag === 'All' || post.tag === tag) &&
      (!words || `${post.title} ${post.summary}`.toLowerCase().includes(words)),
  );
  const pages = Math.ceil(POSTS.length / LATEST_PER_PAGE);
  const latest = POSTS.slice((page - 1) * LATEST_PER_PAGE, page * LATEST_PER_PAGE);
  return (
    <Box>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar component="nav" aria-label="Main" sx={{ gap: 1 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, flexGrow: 1 }}>
            Sitemark
          </Typography>
          <Button href="../pricing/">Pricing</Button>
          <Button variant="contained" href="../sign-up/">
            Sign up
          </Button>
          <ColorModeToggle />
        </Toolbar>
      </AppBar>
      <Container component="main" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
          Blog
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Stay in the loop with the latest about our products.
        </Typography>
        <Box component="section" aria-label="Featured post" sx={{ mb: 5 }}>
          <PostCard post={featured} featured />
        </Box>
        <Box component="section" aria-labelledby="all-posts">
          <Typography id="all-posts" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            All posts
          </Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, justifyContent: 'space-between' }}>
            <Stack direction="row" spacing={1} role="group" aria-label="Filter by tag" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {['All', ...TAGS].map((name) => (
                <Chip
                  key={name}
                  label={name}
                  color={tag === name ? 'primary' : 'default'}
                  variant={tag === name ? 'filled' : 'outlined'}
                  aria-pressed={tag === name}
                  onClick={() => setTag(name)}
                />
              ))}
            </Stack>
            <TextField
              id="blog-search"
              label="Search posts"
              type="search"
              size="small"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </Stack>
          <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {shown.length === 1 ? '1 post' : `${shown.length} posts`}
          </Typography>
          <Box
            data-posts
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 3 }}
          >
            {shown.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </Box>
        </Box>
        <Box component="section" aria-labelledby="latest" sx={{ mt: 6 }}>
          <Typography id="latest" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            Latest
          </Typography>
          <Stack component="ol" data-latest spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {latest.map((post) => (
              <li key={post.id}>
                <Typography variant="subtitle1" component="h3">
                  <Link href={`#post-${post.id}`} color="inherit" underline="hover">
                    {post.title}
                  </Link>
                </Typography>
                <Authors ids={post.authors} date={post.date} />
              </li>
            ))}
          </Stack>
          <Pagination
            sx={{ mt: 3 }}
            count={pages}
            page={page}
            onChange={(_, value) => setPage(value)}
            aria-label="Latest posts pages"
          />
        </Box>
      </Container>
    </Box>
  );
}
