// Writing or editing a review: stars (a radio group: arrow keys choose), a title and the text with
// what is left of their length, and up to three photos with previews. The shared schema checks it
// as the server will; the server's answer is the last word, and its message is what the shopper
// reads. Loaded when first opened (it draws with MUI), from the product page and from My reviews.
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { REVIEW_MESSAGES, REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX, reviewBody, type MyReview } from '@shared/schemas/reviews';
import { IMAGE_MAX_BYTES } from '@shared/constants';
import { IMAGE_MESSAGES } from '@shared/images';
import { ShopTheme } from '../../../components/shop-theme';
import { useCompact } from '../../../components/use-compact';
import { DialogButtons } from '../../../components/dialog-buttons';
import { AddPhotosButton } from '../../../components/photos';
import { useWriteReview } from '../api/write-review';

const STAR_WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export interface ReviewFormDialogProps {
  productId: number;
  productName: string;
  /** The shopper's review of the product, to edit; null to write one. */
  existing: MyReview | null;
  onClose: () => void;
  /** Called with the server's message once the review is saved. */
  onSent: (message: string) => void;
}

export default function ReviewFormDialog(props: ReviewFormDialogProps) {
  return (
    <ShopTheme>
      <ReviewForm {...props} />
    </ShopTheme>
  );
}

type Field = 'Rating' | 'Title' | 'Text';

function ReviewForm({ productId, productName, existing, onClose, onSent }: ReviewFormDialogProps) {
  const fullScreen = useCompact();
  const write = useWriteReview();
  const [rating, setRating] = useState<number | null>(existing?.Rating ?? null);
  const [hover, setHover] = useState(-1);
  const [title, setTitle] = useState(existing?.Title ?? '');
  const [text, setText] = useState(existing?.Text ?? '');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const kept = existing?.Photos.length ?? 0;
  const room = Math.max(0, REVIEW_PHOTOS_MAX - kept);
  const previews = useMemo(() => photos.map((f) => URL.createObjectURL(f)), [photos]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  const addPhotos = (files: File[]) => {
    const pictures = files.filter((f) => /^image\/(jpeg|png)$/.test(f.type));
    if (pictures.length < files.length) return setRefusal(IMAGE_MESSAGES.invalid);
    if (pictures.some((f) => f.size > IMAGE_MAX_BYTES)) return setRefusal(IMAGE_MESSAGES.tooManyBytes);
    if (photos.length + pictures.length > room) return setRefusal(REVIEW_MESSAGES.tooManyPhotos);
    setRefusal(null);
    setPhotos((p) => [...p, ...pictures]);
  };

  const submit = () => {
    setRefusal(null);
    const parsed = reviewBody.safeParse({ Rating: rating ?? undefined, Title: title, Text: text });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    // Awaited rather than given callbacks: the review it sends may change what the page around the form shows.
    write.mutateAsync({ productId, body: parsed.data, editing: !!existing, photos }).then(
      (answer) => onSent(answer.photosRefused ? `${answer.Message}. The photos were not added: ${answer.photosRefused}` : answer.Message),
      (err: unknown) => setRefusal(err instanceof Error ? err.message : String(err)),
    );
  };

  const titleId = `review-form-${productId}`;
  const shownStars = hover !== -1 ? hover : (rating ?? 0);
  return (
    <Dialog open onClose={write.isPending ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {existing ? 'Edit your review' : 'Write a review'}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {productName}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose} disabled={write.isPending} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          id={`${titleId}-form`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
        >
          {existing && existing.Status !== 'Pending' && (
            <Alert severity="info">Your changed review is checked again before it appears on the product page.</Alert>
          )}
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
              Your rating
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Rating
                name={`${titleId}-rating`}
                value={rating}
                onChange={(_e, v) => {
                  setRating(v);
                  setErrors((e) => ({ ...e, Rating: undefined }));
                }}
                onChangeActive={(_e, v) => setHover(v)}
                size="large"
                getLabelText={(v: number) => `${v} ${v === 1 ? 'star' : 'stars'}, ${STAR_WORDS[v]}`}
                data-testid="star-picker"
              />
              <Typography variant="body2" color="text.secondary" aria-hidden="true">
                {STAR_WORDS[shownStars] ?? ''}
              </Typography>
            </Box>
            {errors.Rating && <FormHelperText error>{errors.Rating}</FormHelperText>}
          </Box>
          <TextField
            label="Title"
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              setErrors((v) => ({ ...v, Title: undefined }));
            }}
            error={!!errors.Title}
            helperText={<Counter error={errors.Title} length={title.length} max={REVIEW_TITLE_MAX} />}
            slotProps={{ htmlInput: { maxLength: REVIEW_TITLE_MAX }, formHelperText: { component: 'div' } as object }}
            fullWidth
            required
          />
          <TextField
            label="Your review"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setErrors((v) => ({ ...v, Text: undefined }));
            }}
            error={!!errors.Text}
            helperText={<Counter error={errors.Text} length={text.length} max={REVIEW_TEXT_MAX} />}
            slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_MAX }, formHelperText: { component: 'div' } as object }}
            placeholder="What did you like or dislike? How do you use it?"
            multiline
            minRows={4}
            fullWidth
            required
          />
          <Box>
            <Typography variant="subtitle2">Photos (optional)</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Up to {REVIEW_PHOTOS_MAX} photos, JPG or PNG{kept > 0 ? `; your review has ${kept} already` : ''}.
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid="photo-previews">
              {previews.map((url, i) => (
                <Box key={url} sx={{ position: 'relative', width: 80, height: 80, borderRadius: 1.5, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
                  <Box component="img" src={url} alt={`Photo ${i + 1} to add`} sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
                  <IconButton
                    size="small"
                    aria-label={`Remove photo ${i + 1}`}
                    onClick={() => setPhotos((p) => p.filter((_f, j) => j !== i))}
                    sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'rgba(255,255,255,0.9)', '&:hover': { bgcolor: '#fff' } }}
                  >
                    <Close fontSize="small" />
                  </IconButton>
                </Box>
              ))}
              {photos.length < room && <AddPhotosButton label="Add photos" onFiles={addPhotos} sx={{ height: 40 }} inputTestId="review-photo-input" />}
            </Box>
          </Box>
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogButtons
        label={existing ? 'Save review' : 'Send review'}
        busyLabel="Sending..."
        busy={write.isPending}
        form={`${titleId}-form`}
        onCancel={onClose}
        sx={{ px: 3, py: 2 }}
      />
    </Dialog>
  );
}

/** The field's message, if any, and how much of its length is used ("23 / 100"). */
function Counter({ error, length, max }: { error?: string; length: number; max: number }) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{error ?? ''}</span>
      <span aria-live="polite">
        {length} / {max}
      </span>
    </Box>
  );
}
