import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const QUESTIONS = [
  ['How do I contact customer support?', 'Write to support@example.com or call the number on your invoice; we answer within one business day.'],
  ['Can I change plans later?', 'Yes: upgrade or downgrade at any time, and the difference is prorated on your next invoice.'],
  ['Is there a refund policy?', 'Every paid plan can be cancelled within 30 days for a full refund, no questions asked.'],
  ['Do you offer discounts for non-profits?', 'Yes: non-profits and schools get the Professional plan at half price.'],
];

/** Frequently asked questions, as an accordion (one open at a time). */
export default function Faq({ idPrefix = 'faq' }) {
  const [open, setOpen] = React.useState(-1);
  return (
    <Box component="section" aria-labelledby={`${idPrefix}-title`} sx={{ width: '100%', maxWidth: 720, mx: 'auto' }}>
      <Typography id={`${idPrefix}-title`} variant="h4" component="h2" sx={{ fontWeight: 700, textAlign: 'center', mb: 3 }}>
        Frequently asked questions
      </Typography>
      {QUESTIONS.map(([question, answer], i) => (
        <Accordion key={question} expanded={open === i} onChange={(_, expanded) => setOpen(expanded ? i : -1)}>
          <AccordionSummary aria-controls={`${idPrefix}-${i}-content`} id={`${idPrefix}-${i}-header`}>
            <Typography component="span" variant="subtitle1">
              {question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${idPrefix}-${i}-content`}>
            <Typography variant="body2">{answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
