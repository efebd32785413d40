import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { TrackingStep } from '@shared/schemas/orders';

/** The order's journey as a stepper: done steps ticked, the current one active, a cancellation or failed attempt in red. */
export function TrackingSteps({ steps }: { steps: readonly TrackingStep[] }) {
  const current = steps.findIndex((s) => s.Status === 'current');
  const active = current >= 0 ? current : steps.filter((s) => s.Status === 'done').length;
  return (
    <Stepper orientation="vertical" activeStep={active} data-testid="tracking-steps">
      {steps.map((s) => (
        <Step key={s.Label} completed={s.Status === 'done'} data-step-status={s.Status}>
          <StepLabel
            error={s.Status === 'cancelled'}
            optional={
              <Typography variant="body2" color={s.Status === 'upcoming' ? 'text.disabled' : 'text.secondary'}>
                {s.Description}
              </Typography>
            }
            sx={{ '& .MuiStepLabel-label': { fontWeight: s.Status === 'current' ? 750 : 600 } }}
          >
            {s.Label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
