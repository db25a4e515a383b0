import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import type { CustomerProgress } from '@petart/domain';
import type { ReactNode } from 'react';
import { formatOrderDate } from '../order-format';
import { ORDER_TEXT } from '../orders-texts';
import { formatClock } from '../printing-start';

/**
 * The four customer steps (confirmed, production, shipped, delivered) with the step reached current and, under each
 * reached step, the date it was reached when the order's history knows it. `productionStartsAt`: while a paid order
 * waits out the cancellation window, the In Production step says when it starts ('Starts 6:02 PM EST').
 */
export function OrderStatusSteps({
  progress,
  productionStartsAt,
}: {
  progress: CustomerProgress;
  productionStartsAt?: string | null;
}) {
  const active = Math.max(progress.activeStep, 0);
  const caption = (view: CustomerProgress['steps'][number]): ReactNode => {
    if (view.at) {
      return (
        <Typography
          variant="caption"
          component="time"
          dateTime={view.at}
          sx={{
            color: 'text.secondary',
          }}
        >
          {formatOrderDate(view.at)}
        </Typography>
      );
    }
    if (view.step === 'production' && !view.reached && productionStartsAt) {
      return (
        <Typography
          variant="caption"
          component="time"
          dateTime={productionStartsAt}
          sx={{
            color: 'text.secondary',
          }}
        >
          {ORDER_TEXT.productionStarts(formatClock(productionStartsAt))}
        </Typography>
      );
    }
    return undefined;
  };
  return (
    <Stepper activeStep={active} alternativeLabel aria-label={ORDER_TEXT.statusStepsLabel}>
      {progress.steps.map((view) => (
        <Step key={view.step} completed={view.reached} data-step={view.step}>
          <StepLabel optional={caption(view)}>
            <span aria-current={view.current ? 'step' : undefined}>{view.label}</span>
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
