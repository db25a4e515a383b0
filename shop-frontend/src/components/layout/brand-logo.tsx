import PetsIcon from '@mui/icons-material/Pets';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';

/** "PetArt" word mark linking home. */
export function BrandLogo() {
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      aria-label="PetArt home"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'primary.main',
        textDecoration: 'none',
      }}
    >
      <PetsIcon aria-hidden />
      <Typography component="span" variant="h5" sx={{ fontWeight: 800, color: 'text.primary' }}>
        PetArt
      </Typography>
    </Box>
  );
}
