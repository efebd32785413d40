import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { PALETTE } from './palette';

export interface PhotoLink {
  /** The full picture, opened in a new tab. */
  href: string | undefined;
  /** Its small copy, shown as the tile. */
  thumb: string | undefined;
  /** What a screen reader says of the link ("Photo 2 of the return"). */
  label: string;
}

/**
 * Shoppers' photos (of a return, of a review) as small square tiles in a row, each a link to the
 * full picture. `inRow`: the tiles sit in a clickable row, which their clicks must not reach.
 */
export function PhotoTiles({
  photos,
  size,
  testId,
  inRow = false,
  tight = false,
}: {
  photos: readonly PhotoLink[];
  size: number;
  testId: string;
  inRow?: boolean;
  /** Closer together with smaller corners, under a line of text. */
  tight?: boolean;
}) {
  if (photos.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: tight ? 0.75 : 1, flexWrap: tight ? undefined : 'wrap', mt: tight ? 0.75 : undefined }} data-testid={testId}>
      {photos.map((p) => (
        <Box
          key={p.label}
          component="a"
          href={p.href}
          target="_blank"
          rel="noopener"
          aria-label={p.label}
          onClick={inRow ? (e) => e.stopPropagation() : undefined}
          sx={{
            width: size,
            height: size,
            borderRadius: tight ? 1 : 1.5,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            bgcolor: PALETTE.imageBackground,
            display: 'block',
            flex: 'none',
          }}
        >
          <Box component="img" src={p.thumb} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        </Box>
      ))}
    </Box>
  );
}

/** A button that opens the file chooser for JPG and PNG photos, several at once; the chosen files go to onFiles. */
export function AddPhotosButton({
  label,
  onFiles,
  disabled,
  size,
  sx,
  inputTestId,
}: {
  label: string;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  size?: ButtonProps['size'];
  sx?: ButtonProps['sx'];
  inputTestId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" size={size} startIcon={<AddPhotoAlternateOutlined />} onClick={() => input.current?.click()} disabled={disabled} sx={sx}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png"
        multiple
        hidden
        data-testid={inputTestId}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
