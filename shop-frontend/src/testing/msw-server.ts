import { setupServer } from 'msw/node';
import { defaultHandlers } from './msw-handlers';
import { personalisationOptionsHandler } from './personalisation-fixtures';

export const server = setupServer(...defaultHandlers, personalisationOptionsHandler);
