import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { CustomerProgress } from '@petart/domain';
import { formatOrderDate } from '../order-format';
import { ORDER_TEXT } from '../orders-texts';

/**
 * The four customer steps (confirmed, production, shipped, delivered) with the step reached current and, under each
 * reached step, the date it was reached when the order's history knows it.
 */
export function OrderStatusSteps({ progress }: { progress: CustomerProgress }) {
  const active = Math.max(progress.activeStep, 0);
  return (
    <Stepper activeStep={active} alternativeLabel aria-label={ORDER_TEXT.statusStepsLabel}>
      {progress.steps.map((view) => (
        <Step key={view.step} completed={view.reached} data-step={view.step}>
          <StepLabel
            optional={
              view.at ? (
                <Typography variant="caption" color="text.secondary" component="time" dateTime={view.at}>
                  {formatOrderDate(view.at)}
                </Typography>
              ) : undefined
            }
          >
            <span aria-current={view.current ? 'step' : undefined}>{view.label}</span>
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
