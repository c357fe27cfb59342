import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import DetailsGrid from './DetailsGrid.js';
import { DAYS, MONTHS, PAGE_VIEWS, SESSIONS, STATS } from './data.js';
import ColorModeToggle from '../shared/ColorModeToggle.js';

export const meta = {
  title: 'Dashboard',
  description:
    'An analytics dashboard: side menu, breadcrumbs and search, stat cards with sparklines, line and bar charts, and a data grid that sorts, filters and pages.',
};

const MENU = ['Home', 'Analytics', 'Clients', 'Tasks', 'Settings', 'About', 'Feedback'];
const DRAWER = 240;

function Menu({ selected, onSelect }) {
  return (
    <List component="nav" aria-label="Dashboard" sx={{ p: 1 }}>
      {MENU.map((name) => (
        <ListItemButton key={name} selected={selected === name} onClick={() => onSelect(name)} sx={{ borderRadius: 1 }}>
          <ListItemText primary={name} />
        </ListItemButton>
      ))}
    </List>
  );
}

function StatCard({ title, value, trend, change, data }) {
  const color = { up: 'success', down: 'error', neutral: 'default' }[trend];
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, my: 1 }}>
          <Typography variant="h4" component="p">
            {value}
          </Typography>
          <Chip size="small" color={color} label={change} />
        </Stack>
        <Typography variant="caption" color="text.secondary">
          Last 30 days
        </Typography>
        <Box sx={{ height: 50 }} role="img" aria-label={`${title}, last 30 days`}>
          <SparkLineChart data={data} height={50} area curve="natural" color={trend === 'down' ? '#d32f2f' : '#1976d2'} />
        </Box>
      </CardContent>
    </Card>
  );
}

export default function Dashboard() {
  const [section, setSection] = React.useState('Home');
  const [menuOpen, setMenuOpen] = React.useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box component="aside" sx={{ width: DRAWER, flexShrink: 0, display: { xs: 'none', md: 'block' }, borderRight: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, p: 2 }}>
          Sitemark
        </Typography>
        <Menu selected={section} onSelect={setSection} />
      </Box>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} sx={{ display: { md: 'none' } }}>
        <Box sx={{ width: DRAWER }}>
          <Menu
            selected={section}
            onSelect={(name) => {
              setSection(name);
              setMenuOpen(false);
            }}
          />
        </Box>
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar sx={{ gap: 2 }}>
            <IconButton
              aria-label="Open the menu"
              edge="start"
              onClick={() => setMenuOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                <path d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
              </svg>
            </IconButton>
            <Breadcrumbs aria-label="breadcrumb" sx={{ flexGrow: 1 }}>
              <Typography color="text.secondary">Dashboard</Typography>
              <Typography color="text.primary" aria-current="page">
                {section}
              </Typography>
            </Breadcrumbs>
            <TextField id="dashboard-search" label="Search" type="search" size="small" sx={{ width: { xs: 120, sm: 220 } }} />
            <ColorModeToggle />
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
            Overview
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mb: 2 }}>
            {STATS.map((stat) => (
              <StatCard key={stat.title} {...stat} />
            ))}
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2, mb: 2 }}>
            <Card variant="outlined" component="section" aria-labelledby="sessions-title">
              <CardContent>
                <Typography id="sessions-title" variant="subtitle2" component="h2">
                  Sessions per day
                </Typography>
                <LineChart
                  height={250}
                  xAxis={[{ scaleType: 'point', data: DAYS, tickInterval: (_, i) => i % 5 === 0 }]}
                  series={[
                    { id: 'direct', label: 'Direct', data: SESSIONS.direct, area: true, stack: 'total', showMark: false },
                    { id: 'referral', label: 'Referral', data: SESSIONS.referral, area: true, stack: 'total', showMark: false },
                    { id: 'organic', label: 'Organic', data: SESSIONS.organic, area: true, stack: 'total', showMark: false },
                  ]}
                  margin={{ left: 10, right: 10 }}
                />
              </CardContent>
            </Card>
            <Card variant="outlined" component="section" aria-labelledby="views-title">
              <CardContent>
                <Typography id="views-title" variant="subtitle2" component="h2">
                  Page views and downloads
                </Typography>
                <BarChart
                  height={250}
                  xAxis={[{ scaleType: 'band', data: MONTHS }]}
                  series={[
                    { id: 'views', label: 'Page views', data: PAGE_VIEWS.views, stack: 'a' },
                    { id: 'downloads', label: 'Downloads', data: PAGE_VIEWS.downloads, stack: 'a' },
                  ]}
                  margin={{ left: 10, right: 10 }}
                />
              </CardContent>
            </Card>
          </Box>
          <Card variant="outlined" component="section" aria-labelledby="details-title">
            <CardContent>
              <Typography id="details-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                Details
              </Typography>
              <DetailsGrid />
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  );
}
