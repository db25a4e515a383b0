import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

/** True below the `sm` breakpoint (a phone): the staff lists show cards there instead of tables. */
export function usePhoneLayout(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
}

/** One card of a CardList: what a table row shows, stacked. */
export type CardListItem = {
  key: string;
  /** The card's first line, usually the link to the item's page. */
  title: ReactNode;
  /** Before the title, e.g. the selection checkbox of the bulk actions. */
  leading?: ReactNode;
  /** Status chips under the title. */
  chips?: ReactNode;
  /** The other columns as label / value pairs. */
  fields?: { label: string; value: ReactNode }[];
  /** Buttons at the foot of the card. */
  actions?: ReactNode;
  selected?: boolean;
};

/**
 * A staff list on a phone (no sideways scrolling at 375 px): a labelled list of outlined cards, one per
 * row of the desktop table, with the same links, chips and actions; `empty` stands in when there are no items.
 */
export function CardList({
  label,
  labelledBy,
  items,
  empty,
}: {
  /** The list's accessible name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  items: CardListItem[];
  empty?: ReactNode;
}) {
  if (items.length === 0) return empty ? <Typography sx={{ py: 2 }}>{empty}</Typography> : null;
  return (
    <Stack
      component="ul"
      aria-label={label}
      aria-labelledby={labelledBy}
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {items.map((item) => (
        <li key={item.key}>
          <Card
            variant="outlined"
            sx={item.selected ? { bgcolor: 'action.selected', borderColor: 'primary.main' } : undefined}
          >
            <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                {item.leading}
                <Box sx={{ minWidth: 0, flexGrow: 1, overflowWrap: 'anywhere', fontWeight: 500 }}>
                  {item.title}
                </Box>
              </Stack>
              {item.chips ? (
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                  {item.chips}
                </Stack>
              ) : null}
              {item.fields && item.fields.length > 0 ? (
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'auto minmax(0, 1fr)',
                    columnGap: 1.5,
                    rowGap: 0.5,
                    m: 0,
                    mt: 1,
                    typography: 'body2',
                  }}
                >
                  {item.fields.map((field) => (
                    <Box key={field.label} sx={{ display: 'contents' }}>
                      <Box component="dt" sx={{ color: 'text.secondary' }}>
                        {field.label}
                      </Box>
                      <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        {field.value}
                      </Box>
                    </Box>
                  ))}
                </Box>
              ) : null}
              {item.actions ? (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                  {item.actions}
                </Stack>
              ) : null}
            </CardContent>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
