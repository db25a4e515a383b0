/** The words of the "Add a name" section. */
export const NAME_TEXTS = {
  title: 'Add a name',
  toggle: "Print your pet's name on the portrait",
  free: 'Free',
  nameLabel: 'Name',
  secondLineLabel: 'Second line (optional)',
  secondLineHelp: 'For example the dates of a memorial: 2012 – 2026',
  fontLabel: 'Font',
  placementLabel: 'Placement',
  bottom: 'Bottom',
  top: 'Top',
  colourLabel: 'Colour',
  colourHelp:
    'Automatic picks white or black from the artwork behind the name; any colour is kept readable with a soft band.',
  fixBeforeAdding: 'Fix the name, or turn the name off, to add the print to the cart.',
  previewNotUpdated: 'The preview still shows the last name that can be printed.',
  previewLabel: 'Preview of the name on the print',
  previewLoading: 'Drawing the preview...',
  previewFailed: 'The preview could not be drawn. The name is checked again when you save.',
} as const;
