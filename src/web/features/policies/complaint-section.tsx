// The complaint form's place on the contact page (docs/complaints.md). The page is rendered on the
// server; the form needs the session and its own code (schemas, calls), so it is drawn only in the
// browser, after hydration, from a chunk of its own. Until then the section says what it is.
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useServerOrHydrating } from '../../lib/hydration';
import { PolicySection, PolicyText } from './policy-layout';

const ComplaintForm = lazy(() => import('./complaint-form'));

export function ComplaintSection() {
  const early = useServerOrHydrating();
  return (
    <Box id="complaint" sx={{ scrollMarginTop: 80 }}>
      <PolicySection heading="File a complaint">
        <PolicyText>
          Tell us what went wrong and you get a ticket number at once, by SMS. We reply within 48 hours and resolve every complaint within one month. You can
          follow it in My Complaints.
        </PolicyText>
        {early ? (
          <Typography color="text.secondary">Loading the complaint form…</Typography>
        ) : (
          <Suspense fallback={<Typography color="text.secondary">Loading the complaint form…</Typography>}>
            <ComplaintForm />
          </Suspense>
        )}
      </PolicySection>
    </Box>
  );
}
