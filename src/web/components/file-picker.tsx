import { useEffect, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { BANNER_FILE_TYPES, IMAGE_MAX_BYTES } from '@shared/constants';
import { toastError } from '../lib/toast';

const ACCEPT = [...BANNER_FILE_TYPES.map((t) => `.${t}`), 'image/jpeg', 'image/png'].join(',');
const EXT = new RegExp(`\\.(${BANNER_FILE_TYPES.join('|')})$`, 'i');

export interface FilePickerProps {
  files: File[];
  onChange: (files: File[]) => void;
  label?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Show the chosen files with their previews and a Remove button each (default true). */
  showSelection?: boolean;
  inputTestId?: string;
}

/**
 * Picks JPG, JPEG or PNG files. The server proves each file really is
 * an image (docs/pincodes-and-images.md); this only keeps obvious mistakes from being sent.
 */
export function FilePicker({ files, onChange, label = 'Choose images', multiple = true, disabled, showSelection = true, inputTestId }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => files.map((f) => ({ file: f, url: URL.createObjectURL(f) })), [files]);
  useEffect(() => () => previews.forEach((p) => URL.revokeObjectURL(p.url)), [previews]);

  const add = (list: FileList | null) => {
    if (!list) return;
    const chosen = Array.from(list);
    const ok = chosen.filter((f) => EXT.test(f.name) && f.size <= IMAGE_MAX_BYTES);
    if (ok.length < chosen.length) toastError('Only JPG, JPEG or PNG images of at most 10 MB are allowed');
    onChange(multiple ? [...files, ...ok] : ok.slice(0, 1));
    if (input.current) input.current.value = '';
  };

  return (
    <Box>
      <input
        ref={input}
        type="file"
        hidden
        accept={ACCEPT}
        multiple={multiple}
        onChange={(e) => add(e.target.files)}
        data-testid={inputTestId}
        aria-label={label}
      />
      <Button variant="outlined" startIcon={<AddPhotoAlternateOutlined />} onClick={() => input.current?.click()} disabled={disabled}>
        {label}
      </Button>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        JPG, JPEG or PNG, up to 10 MB each
      </Typography>
      {showSelection && previews.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1 }} aria-label="Selected files">
          {previews.map((p, i) => (
            <Box
              component="li"
              key={`${p.file.name}-${i}`}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1, border: 1, borderColor: 'divider', borderRadius: 1.5, bgcolor: 'background.paper' }}
            >
              <Box component="img" src={p.url} alt="" sx={{ width: 44, height: 44, objectFit: 'cover', borderRadius: 1 }} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap title={p.file.name}>
                  {p.file.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {(p.file.size / 1024).toFixed(0)} KB
                </Typography>
              </Box>
              <Button
                size="small"
                color="error"
                onClick={() => onChange(files.filter((_, j) => j !== i))}
                disabled={disabled}
                aria-label={`Remove ${p.file.name}`}
              >
                Remove
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
