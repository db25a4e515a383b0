import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { STORAGE_KEYS, userStorage } from '../../config/storage-keys';

/** The four steps of the create journey (product.md P12): 1 Upload, 2 Style, 3 Results, 4 Print. */
export const CREATION_STEPS = [
  { label: 'Upload', path: () => paths.app.create },
  { label: 'Style', path: (id: string) => paths.app.style(id) },
  { label: 'Results', path: (id: string) => paths.app.results(id) },
  { label: 'Print', path: (id: string) => paths.app.productType(id) },
] as const;

export interface CreationProgressProps {
  /** 1-based current step. */
  current: 1 | 2 | 3 | 4;
  /** Session id for the links; defaults to the stored current session. */
  sessionId?: string;
}

/** What StepButton's alternative-label layout did: the whole step is the target, the label where it was. */
const STEP_TARGET = { width: '100%', p: '24px 16px', m: '-24px -16px', boxSizing: 'content-box' } as const;

/**
 * Progress bar of the journey. Only earlier steps are clickable and go to their path with the session id appended
 * (Upload has none); without a session id, steps that need one stay unclickable.
 *
 * The earlier steps are buttons inside a plain list of steps, not MUI's StepButton: since MUI 9 a StepButton turns the
 * whole stepper into a tablist, whose steps must all be tabs, while this is a navigation with one current step.
 */
export function CreationProgress({ current, sessionId }: CreationProgressProps) {
  const navigate = useNavigate();
  const id = sessionId ?? userStorage.get(STORAGE_KEYS.currentSessionId) ?? undefined;
  return (
    <Box component="nav" aria-label="Progress" sx={{ width: '100%', mb: 4 }}>
      <Stepper activeStep={current - 1} alternativeLabel nonLinear>
        {CREATION_STEPS.map((step, index) => {
          const number = index + 1;
          const needsId = index > 0;
          const clickable = number < current && (!needsId || Boolean(id));
          return (
            <Step key={step.label} completed={number < current}>
              {clickable ? (
                <ButtonBase onClick={() => void navigate(step.path(id ?? ''))} sx={STEP_TARGET}>
                  <StepLabel>{step.label}</StepLabel>
                </ButtonBase>
              ) : (
                <StepLabel aria-current={number === current ? 'step' : undefined}>{step.label}</StepLabel>
              )}
            </Step>
          );
        })}
      </Stepper>
    </Box>
  );
}
