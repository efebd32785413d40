import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import type { Image } from '@shared/schemas/catalogue';
import { GridThumb } from '../../../components/grid-thumb';

/** Saved images as tiles, each with a delete button. */
export function ImageTiles({
  images,
  alt,
  onDelete,
  busyId,
  size = 96,
  emptyText = 'No images yet',
}: {
  images: Image[];
  alt: string;
  onDelete?: (image: Image) => void;
  busyId?: number | null;
  size?: number;
  emptyText?: string;
}) {
  if (!images.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }} data-testid="image-tiles">
      {images.map((img, i) => (
        <Box key={img.Id} sx={{ position: 'relative' }}>
          <GridThumb image={img} alt={`${alt} ${i + 1}`} width={size} height={size} />
          {onDelete && (
            <Tooltip title="Delete image">
              <span style={{ position: 'absolute', top: 2, right: 2 }}>
                <IconButton
                  size="small"
                  aria-label={`Delete image ${i + 1}`}
                  disabled={busyId === img.Id}
                  onClick={() => onDelete(img)}
                  sx={{ bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' } }}
                >
                  <DeleteOutline fontSize="small" color="error" />
                </IconButton>
              </span>
            </Tooltip>
          )}
        </Box>
      ))}
    </Box>
  );
}
