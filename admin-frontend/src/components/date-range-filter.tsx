import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { DayPicker, type DateRange } from 'react-day-picker';
import 'react-day-picker/style.css';
import { isoDay } from './format';

/** A day range as the API takes it (YYYY-MM-DD, both inclusive); empty = no filter. */
export interface DayRange {
  from?: string;
  to?: string;
}

export type PresetName = 'Today' | 'Yesterday' | 'Last 7 days' | 'Last 30 days' | 'Last year';

const DAY_MS = 86_400_000;

/** The range of a preset, relative to `now` (local days). */
export function presetRange(name: PresetName, now = new Date()): DayRange {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const back = (days: number) => isoDay(new Date(today.getTime() - days * DAY_MS));
  switch (name) {
    case 'Today':
      return { from: isoDay(today), to: isoDay(today) };
    case 'Yesterday':
      return { from: back(1), to: back(1) };
    case 'Last 7 days':
      return { from: back(6), to: isoDay(today) };
    case 'Last 30 days':
      return { from: back(29), to: isoDay(today) };
    case 'Last year':
      return {
        from: isoDay(new Date(today.getFullYear() - 1, today.getMonth(), today.getDate())),
        to: isoDay(today),
      };
  }
}

const parseDay = (day: string | undefined): Date | undefined => {
  if (!day) return undefined;
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};

export function rangeLabel(range: DayRange): string {
  if (!range.from && !range.to) return 'All dates';
  if (range.from === range.to) return range.from ?? '';
  return `${range.from ?? '…'} – ${range.to ?? '…'}`;
}

export interface DateRangeFilterProps {
  label: string;
  value: DayRange;
  onChange: (range: DayRange) => void;
  presets: readonly PresetName[];
}

/** A range button opening the presets and a two-month calendar (product.md P12), with Clear. */
export function DateRangeFilter({ label, value, onChange, presets }: DateRangeFilterProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const selected: DateRange | undefined = value.from
    ? { from: parseDay(value.from), to: parseDay(value.to) }
    : undefined;
  const choose = (range: DayRange) => {
    onChange(range);
    setAnchor(null);
  };
  return (
    <>
      <Button
        variant="outlined"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`${label}: ${rangeLabel(value)}`}
      >
        {label}: {rangeLabel(value)}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ p: 1 }}
          divider={<Divider flexItem orientation="vertical" />}
        >
          <Stack sx={{ p: 1, minWidth: 140 }} spacing={0.5}>
            {presets.map((preset) => (
              <Button
                key={preset}
                size="small"
                onClick={() => choose(presetRange(preset))}
                sx={{ justifyContent: 'flex-start' }}
              >
                {preset}
              </Button>
            ))}
            <Button
              size="small"
              color="inherit"
              onClick={() => choose({})}
              sx={{ justifyContent: 'flex-start' }}
            >
              Clear
            </Button>
          </Stack>
          <DayPicker
            mode="range"
            numberOfMonths={2}
            defaultMonth={selected?.from ?? new Date(new Date().getFullYear(), new Date().getMonth() - 1, 1)}
            selected={selected}
            onSelect={(range) => {
              if (!range?.from) return onChange({});
              onChange({ from: isoDay(range.from), to: isoDay(range.to ?? range.from) });
            }}
          />
        </Stack>
      </Popover>
    </>
  );
}
