import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import ImageIcon from '@mui/icons-material/Image';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMoney, MAX_PETS, SEVERAL_PETS_TEXTS } from '@petart/domain';
import { FILE_INPUT_ACCEPT } from '../upload-image';

/** Another pet's photo chosen on the upload step: the file, and its preview when the browser can draw it. */
export interface ChosenPet {
  file: File;
  previewUrl: string | null;
}

export interface ExtraPetsProps {
  /** The other pets (pet 2 onwards), in the order chosen. */
  pets: readonly ChosenPet[];
  disabled: boolean;
  /** Price of each pet after the first, in cents (undefined while unknown). */
  extraPetPriceCents: number | undefined;
  onAdd: (file: File) => void;
  onRemove: (index: number) => void;
}

/**
 * Several pets in one portrait: under the first photo, the other pets' photos with a way to remove each,
 * and "Add another pet" while there are fewer than four. The first photo alone stays the default path.
 */
export function ExtraPets({ pets, disabled, extraPetPriceCents, onAdd, onRemove }: ExtraPetsProps) {
  const canAdd = pets.length + 1 < MAX_PETS;
  const price =
    extraPetPriceCents !== undefined && extraPetPriceCents > 0
      ? ` ${formatMoney(extraPetPriceCents)} per extra pet.`
      : '';
  return (
    <Stack spacing={1.5} data-testid="extra-pets" aria-label="More pets in this portrait" component="section">
      {pets.length > 0 ? (
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
        >
          {pets.map((pet, index) => {
            const label = `Pet ${index + 2}`;
            return (
              <Box
                component="li"
                key={`${pet.file.name}-${pet.file.size}-${pet.file.lastModified}-${index}`}
                data-testid="extra-pet"
                sx={{ position: 'relative', width: 88, textAlign: 'center' }}
              >
                {pet.previewUrl ? (
                  <Box
                    component="img"
                    src={pet.previewUrl}
                    alt={`${label} photo`}
                    sx={{ width: 88, height: 88, objectFit: 'cover', borderRadius: 1, display: 'block' }}
                  />
                ) : (
                  <Box
                    sx={{
                      width: 88,
                      height: 88,
                      borderRadius: 1,
                      bgcolor: 'action.hover',
                      display: 'grid',
                      placeItems: 'center',
                    }}
                  >
                    <ImageIcon color="primary" aria-hidden />
                  </Box>
                )}
                <Typography variant="caption" component="p">
                  {label}
                </Typography>
                <IconButton
                  size="small"
                  disabled={disabled}
                  onClick={() => onRemove(index)}
                  aria-label={`Remove ${label.toLowerCase()}`}
                  sx={{
                    position: 'absolute',
                    top: -10,
                    right: -10,
                    bgcolor: 'background.paper',
                    boxShadow: 1,
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      ) : null}
      {canAdd ? (
        <Button
          variant="outlined"
          component="label"
          disabled={disabled}
          startIcon={<AddPhotoAlternateIcon />}
          sx={{ alignSelf: 'center' }}
        >
          {SEVERAL_PETS_TEXTS.addAnother}
          <input
            type="file"
            hidden
            accept={FILE_INPUT_ACCEPT}
            data-testid="extra-pet-input"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onAdd(file);
              event.target.value = '';
            }}
          />
        </Button>
      ) : null}
      <Typography
        variant="body2"
        sx={{
          color: 'text.secondary',
          textAlign: 'center',
        }}
      >
        {SEVERAL_PETS_TEXTS.hint}
        {price}
      </Typography>
    </Stack>
  );
}
