import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from '../../lib/router';
import InputBase from '@mui/material/InputBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import ClearIcon from '@mui/icons-material/Clear';
import { paths } from '../paths';

/** Header search: Enter or the icon searches; the clear button resets; shows the current query. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const current = location.pathname === '/search' ? (params.get('query') ?? '') : '';
  const [text, setText] = useState(current);
  useEffect(() => setText(current), [current]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(paths.search(text.trim()));
  };

  return (
    <Paper
      component="form"
      role="search"
      onSubmit={submit}
      elevation={0}
      sx={{ display: 'flex', alignItems: 'center', width: '100%', maxWidth: 560, px: 1, borderRadius: 999, bgcolor: 'rgba(255,255,255,0.96)' }}
    >
      <InputBase
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search headphones, speakers, cables..."
        inputProps={{ 'aria-label': 'Search products', maxLength: 100, enterKeyHint: 'search' }}
        sx={{ ml: 1, flex: 1, fontSize: 15, py: 0.5 }}
      />
      {text && (
        <IconButton size="small" aria-label="Clear search" onClick={() => setText('')}>
          <ClearIcon fontSize="small" />
        </IconButton>
      )}
      <IconButton type="submit" aria-label="Search" size="small" color="primary">
        <SearchIcon />
      </IconButton>
    </Paper>
  );
}
