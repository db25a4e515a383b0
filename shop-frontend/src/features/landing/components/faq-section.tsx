import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FAQ_ITEMS } from '../faq';

/** FAQ accordion of nine questions, one open at a time (product.md P12). */
export function FaqSection() {
  const [open, setOpen] = useState<number | false>(false);
  return (
    <Box component="section" id="faq" aria-labelledby="faq-heading" sx={{ py: { xs: 6, md: 10 } }}>
      <Container maxWidth="md">
        <Typography id="faq-heading" variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
          Frequently Asked Questions
        </Typography>
        {FAQ_ITEMS.map((item, index) => (
          <Accordion
            key={item.question}
            expanded={open === index}
            onChange={(_, expanded) => setOpen(expanded ? index : false)}
            disableGutters
            slotProps={{ transition: { unmountOnExit: true } }}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`faq-${index}-header`}
              aria-controls={`faq-${index}-content`}
            >
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {item.question}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`faq-${index}-content`}>
              <Typography color="text.secondary">{item.answer}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Container>
    </Box>
  );
}
