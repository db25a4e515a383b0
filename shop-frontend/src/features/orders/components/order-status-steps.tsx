import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { CUSTOMER_STEP_LABELS, CUSTOMER_STEPS, customerStep } from '@petart/domain';

/** The four customer steps (confirmed, production, shipped, delivered) with the order's step current. */
export function OrderStatusSteps({ status }: { status: string | null | undefined }) {
  const active = customerStep(status);
  return (
    <Stepper activeStep={active} alternativeLabel aria-label="Order status">
      {CUSTOMER_STEPS.map((step, index) => (
        <Step key={step} completed={index <= active}>
          <StepLabel>
            <span aria-current={index === active ? 'step' : undefined}>{CUSTOMER_STEP_LABELS[step]}</span>
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
