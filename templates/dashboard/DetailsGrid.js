import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import { ROWS } from './data.js';

const COLUMNS = [
  ['pageTitle', 'Page title'],
  ['status', 'Status'],
  ['users', 'Users', true],
  ['eventCount', 'Event count', true],
  ['viewsPerUser', 'Views per user', true],
  ['averageTime', 'Average time'],
];
const compare = (key) => (a, b) =>
  typeof a[key] === 'number' ? a[key] - b[key] : String(a[key]).localeCompare(String(b[key]), 'en');

/** The page statistics as a data grid: sorted by any column, filtered by page title, in pages. */
export default function DetailsGrid() {
  const [sort, setSort] = React.useState({ key: 'id', direction: 'asc' });
  const [filter, setFilter] = React.useState('');
  const [page, setPage] = React.useState(0);
  const [perPage, setPerPage] = React.useState(10);
  const words = filter.trim().toLowerCase();
  const rows = ROWS.filter((row) => !words || row.pageTitle.toLowerCase().includes(words)).sort((a, b) =>
    sort.direction === 'asc' ? compare(sort.key)(a, b) : compare(sort.key)(b, a),
  );
  const shown = rows.slice(page * perPage, (page + 1) * perPage);
  const sortBy = (key) => {
    setSort({ key, direction: sort.key === key && sort.direction === 'asc' ? 'desc' : 'asc' });
    setPage(0);
  };
  return (
    <Box>
      <TextField
        id="details-filter"
        label="Filter by page title"
        size="small"
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value);
          setPage(0);
        }}
        sx={{ mb: 1 }}
      />
      <TableContainer>
        <Table size="small" aria-label="Page statistics" data-grid>
          <TableHead>
            <TableRow>
              {COLUMNS.map(([key, label, numeric]) => (
                <TableCell
                  key={key}
                  align={numeric ? 'right' : 'left'}
                  sortDirection={sort.key === key ? sort.direction : false}
                >
                  <TableSortLabel
                    active={sort.key === key}
                    direction={sort.key === key ? sort.direction : 'asc'}
                    onClick={() => sortBy(key)}
                  >
                    {label}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.id} hover>
                {COLUMNS.map(([key, , numeric]) => (
                  <TableCell key={key} align={numeric ? 'right' : 'left'} data-field={key}>
                    {key === 'status' ? (
                      <Chip size="small" label={row.status} color={row.status === 'Online' ? 'success' : 'default'} />
                    ) : numeric ? (
                      row[key].toLocaleString('en-US')
                    ) : (
                      row[key]
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={[10, 20, 50]}
        onPageChange={(_, value) => setPage(value)}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(0);
        }}
      />
    </Box>
  );
}
