import { PRINT_FONTS } from '@petart/domain';
import { http, HttpResponse } from 'msw';
import type { PersonalisationOptionsDto } from '../api/generated';

const apiUrl = (path: string) => `*/api${path}`;

/** GET /personalisation/options as the server answers it (the name on the print and extra pets). */
export function personalisationOptionsFixture(
  priceCents = 0,
  extraPetPriceCents = 1000,
): PersonalisationOptionsDto {
  return {
    nameOnPrintPriceCents: priceCents,
    extraPetPriceCents,
    fonts: PRINT_FONTS.map((f) => ({
      id: f.id,
      label: f.label,
      family: f.family,
      url: `/api/personalisation/fonts/${f.file}`,
    })),
  };
}

export const personalisationOptionsHandler = http.get(apiUrl('/personalisation/options'), () =>
  HttpResponse.json(personalisationOptionsFixture()),
);
