import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FAQ_ITEMS } from '../faq';

/**
 * FAQ of nine questions, one open at a time (product.md P12). Native `<details>` elements sharing one `name` (the
 * browser's exclusive accordion): a question opens at the tap, in the prerendered page before any script has run and
 * with scripts blocked, and the app adds nothing to it (docs/decisions.md "Public pages answer the first tap").
 */
export function FaqSection() {
  return (
    <Box component="section" id="faq" aria-labelledby="faq-heading" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="md">
        <Typography id="faq-heading" variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
          Frequently Asked Questions
        </Typography>
        {FAQ_ITEMS.map((item, index) => (
          <Box
            component="details"
            key={item.question}
            name="faq"
            data-testid="faq-item"
            sx={{
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
              '&:first-of-type': { borderTopLeftRadius: 4, borderTopRightRadius: 4 },
              '&:last-of-type': { borderBottomLeftRadius: 4, borderBottomRightRadius: 4, borderBottom: 0 },
              boxShadow: 1,
              '&[open] .faq-expand': { transform: 'rotate(180deg)' },
            }}
          >
            <Box
              component="summary"
              id={`faq-${index}-header`}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                minHeight: 48,
                px: 2,
                py: 1.5,
                cursor: 'pointer',
                listStyle: 'none',
                '&::-webkit-details-marker': { display: 'none' },
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
              }}
            >
              <Typography component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
                {item.question}
              </Typography>
              <ExpandMoreIcon
                className="faq-expand"
                aria-hidden
                sx={{ color: 'action.active', transition: 'transform 150ms' }}
              />
            </Box>
            <Box id={`faq-${index}-content`} sx={{ px: 2, pb: 2 }}>
              <Typography
                sx={{
                  color: 'text.secondary',
                }}
              >
                {item.answer}
              </Typography>
            </Box>
          </Box>
        ))}
      </Container>
    </Box>
  );
}
