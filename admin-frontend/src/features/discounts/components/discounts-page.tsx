import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DISCOUNT_STATUS_LABELS, type DiscountInputErrors } from '@petart/domain';
import { errorBodyMessage } from '@petart/web-shared/api-error';
import { useState, type FormEvent } from 'react';
import {
  useCreateAdminDiscountMutation,
  useDeactivateAdminDiscountMutation,
  useListAdminDiscountsQuery,
  type AdminDiscountDto,
} from '../../../api/enhanced-api';
import { CardList, usePhoneLayout } from '../../../components/card-list';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatCents, formatDate } from '../../../components/format';
import { EmptyRow } from '../../../components/list-table';
import { useToast } from '../../../components/toast';
import { discountRequest, EMPTY_DISCOUNT_FORM, type DiscountFormValues } from '../discount-form';

/** The rules of a code in a few words: minimum, one per customer, first order only. */
export function discountRules(d: AdminDiscountDto): string {
  const rules = [
    d.minOrderCents > 0 ? `Min. ${formatCents(d.minOrderCents)}` : null,
    d.oncePerCustomer ? 'One per customer' : null,
    d.firstOrderOnly ? 'First order only' : null,
  ].filter((rule): rule is string => rule !== null);
  return rules.length > 0 ? rules.join(' · ') : 'None';
}

/** When a code runs: 'Always', 'From 1 Dec 2026', 'Until ...', or both. */
export function discountWindow(d: AdminDiscountDto): string {
  if (d.startsAt && d.endsAt) return `${formatDate(d.startsAt)} – ${formatDate(d.endsAt)}`;
  if (d.startsAt) return `From ${formatDate(d.startsAt)}`;
  if (d.endsAt) return `Until ${formatDate(d.endsAt)}`;
  return 'Always';
}

const uses = (d: AdminDiscountDto) =>
  `${d.uses}${d.maxUses !== null ? ` / ${d.maxUses}` : ''}${d.reserved > 0 ? ` (+${d.reserved} pending)` : ''}`;

/** A code's status as the domain decides it for the customer (the server sends it), in staff's words. */
function StatusChip({ discount }: { discount: AdminDiscountDto }) {
  const colour =
    discount.status === 'active' ? 'success' : discount.status === 'scheduled' ? 'info' : 'default';
  return (
    <Chip size="small" color={colour} variant="outlined" label={DISCOUNT_STATUS_LABELS[discount.status]} />
  );
}

/**
 * Deactivating is offered while a code can still apply: active, scheduled, or used up (a refunded cancellation gives
 * a use back). An expired code can never apply again, a deactivated one already cannot.
 */
export function canDeactivate(discount: AdminDiscountDto): boolean {
  return discount.status === 'active' || discount.status === 'scheduled' || discount.status === 'used_up';
}

/** The form's yes/no rules. */
const CHECKS = [
  ['oncePerCustomer', 'One use per customer'],
  ['firstOrderOnly', 'First order only'],
] as const;

const DOLLAR = <InputAdornment position="start">$</InputAdornment>;

/** One text field of the create form: its error in place of the hint; dates keep their label above. */
function FormField({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  type,
  htmlInput,
  input,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint: string;
  required?: boolean;
  type?: string;
  htmlInput?: Record<string, unknown>;
  input?: Record<string, unknown>;
}) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <TextField
        label={label}
        required={required}
        type={type}
        fullWidth
        size="small"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? hint}
        slotProps={{
          htmlInput,
          input,
          ...(type === 'datetime-local' ? { inputLabel: { shrink: true } } : {}),
        }}
      />
    </Grid>
  );
}

function CreateDiscountForm() {
  const [values, setValues] = useState<DiscountFormValues>(EMPTY_DISCOUNT_FORM);
  const [errors, setErrors] = useState<DiscountInputErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [create, state] = useCreateAdminDiscountMutation();
  const toast = useToast();
  const set = <K extends keyof DiscountFormValues>(key: K, value: DiscountFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = discountRequest(values);
    setErrors(request.errors);
    if (Object.keys(request.errors).length > 0) return;
    const result = await create({ createDiscountDto: request.body });
    if ('error' in result && result.error) {
      setServerError(errorBodyMessage(result.error) ?? 'The discount code could not be created.');
      return;
    }
    toast({ title: `Discount code ${result.data?.code ?? ''} created` });
    setValues(EMPTY_DISCOUNT_FORM);
    setErrors({});
  };
  const percent = values.kind === 'percent';
  return (
    <Box component="form" noValidate aria-label="New discount code" onSubmit={(e) => void submit(e)}>
      <Typography variant="h6" component="h3" gutterBottom>
        New discount code
      </Typography>
      <Grid container spacing={2}>
        <FormField
          label="Code"
          required
          value={values.code}
          onChange={(v) => set('code', v)}
          error={errors.code}
          hint="Customers type it in any case"
          htmlInput={{ maxLength: 32, autoCapitalize: 'characters' }}
        />
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <TextField
            select
            label="Type"
            fullWidth
            size="small"
            value={values.kind}
            onChange={(e) => set('kind', e.target.value as DiscountFormValues['kind'])}
          >
            <MenuItem value="percent">Percent off</MenuItem>
            <MenuItem value="fixed">Fixed amount off</MenuItem>
          </TextField>
        </Grid>
        <FormField
          label={percent ? 'Percent' : 'Amount'}
          required
          value={values.value}
          onChange={(v) => set('value', v)}
          error={errors.value}
          hint="Off the products (not shipping)"
          htmlInput={{ inputMode: 'decimal' }}
          input={
            percent
              ? { endAdornment: <InputAdornment position="end">%</InputAdornment> }
              : { startAdornment: DOLLAR }
          }
        />
        <FormField
          label="Minimum order"
          value={values.minOrder}
          onChange={(v) => set('minOrder', v)}
          error={errors.minOrderCents}
          hint="Products before shipping and tax"
          htmlInput={{ inputMode: 'decimal' }}
          input={{ startAdornment: DOLLAR }}
        />
        <FormField
          label="Starts"
          type="datetime-local"
          value={values.startsAt}
          onChange={(v) => set('startsAt', v)}
          hint="Empty: at once"
        />
        <FormField
          label="Ends"
          type="datetime-local"
          value={values.endsAt}
          onChange={(v) => set('endsAt', v)}
          error={errors.endsAt}
          hint="Empty: never"
        />
        <FormField
          label="Total uses"
          value={values.maxUses}
          onChange={(v) => set('maxUses', v)}
          error={errors.maxUses}
          hint="Empty: unlimited"
          htmlInput={{ inputMode: 'numeric' }}
        />
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Stack>
            {CHECKS.map(([key, label]) => (
              <FormControlLabel
                key={key}
                control={<Checkbox checked={values[key]} onChange={(e) => set(key, e.target.checked)} />}
                label={label}
              />
            ))}
          </Stack>
        </Grid>
      </Grid>
      {serverError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {serverError}
        </Alert>
      ) : null}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={state.isLoading}>
        Create code
      </Button>
    </Box>
  );
}

/**
 * Discount codes: create one (the domain's rules, the API's answer), the list with its status (active, scheduled,
 * expired, used up, deactivated: the customer's rule), uses, the discount given (the dashboard's figure) and the revenue
 * the paid orders brought in (net of refunds), and deactivate behind a confirmation. Cards on a phone (D-158).
 */
export function DiscountsPage() {
  const phone = usePhoneLayout();
  const list = useListAdminDiscountsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [deactivate, deactivating] = useDeactivateAdminDiscountMutation();
  const [confirming, setConfirming] = useState<AdminDiscountDto | null>(null);
  const toast = useToast();
  const items = list.data?.items ?? [];
  const empty = 'No discount codes yet.';

  const onConfirm = async () => {
    if (!confirming) return;
    const result = await deactivate({ discountId: confirming.id });
    setConfirming(null);
    if ('error' in result && result.error) {
      toast({
        title: 'Deactivation failed',
        description: errorBodyMessage(result.error) ?? undefined,
        variant: 'destructive',
      });
      return;
    }
    toast({ title: `Discount code ${confirming.code} deactivated` });
  };
  const deactivateButton = (d: AdminDiscountDto) =>
    canDeactivate(d) ? (
      <Button size="small" color="error" onClick={() => setConfirming(d)} aria-label={`Deactivate ${d.code}`}>
        Deactivate
      </Button>
    ) : null;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="tab-title"
      sx={{ p: { xs: 1.5, md: 3 }, minWidth: 0 }}
    >
      <Typography id="tab-title" variant="h4" component="h2" gutterBottom>
        Discounts
      </Typography>
      <CreateDiscountForm />
      <Typography id="discount-list-title" variant="h6" component="h3" sx={{ mt: 4, mb: 1 }}>
        Codes
      </Typography>
      {list.isLoading && <CircularProgress aria-label="Loading discount codes" />}
      {list.isError && (
        <Alert severity="error">{errorBodyMessage(list.error) ?? 'Failed to fetch the discount codes'}</Alert>
      )}
      {list.data && phone && (
        <CardList
          labelledBy="discount-list-title"
          empty={empty}
          items={items.map((d) => ({
            key: d.id,
            title: <span>{d.code}</span>,
            chips: <StatusChip discount={d} />,
            fields: [
              { label: 'Discount', value: d.description },
              { label: 'Rules', value: discountRules(d) },
              { label: 'Runs', value: discountWindow(d) },
              { label: 'Uses', value: uses(d) },
              { label: 'Given', value: formatCents(d.discountCents) },
              { label: 'Revenue', value: formatCents(d.revenueCents) },
            ],
            actions: deactivateButton(d),
          }))}
        />
      )}
      {list.data && !phone && (
        <TableContainer>
          <Table size="small" aria-labelledby="discount-list-title">
            <TableHead>
              <TableRow>
                <TableCell>Code</TableCell>
                <TableCell>Discount</TableCell>
                <TableCell>Rules</TableCell>
                <TableCell>Runs</TableCell>
                <TableCell align="right">Uses</TableCell>
                <TableCell align="right">Given</TableCell>
                <TableCell align="right">Revenue</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.length === 0 && <EmptyRow colSpan={9}>{empty}</EmptyRow>}
              {items.map((d) => (
                <TableRow key={d.id}>
                  <TableCell sx={{ fontWeight: 600 }}>{d.code}</TableCell>
                  <TableCell>{d.description}</TableCell>
                  <TableCell>{discountRules(d)}</TableCell>
                  <TableCell>{discountWindow(d)}</TableCell>
                  <TableCell align="right">{uses(d)}</TableCell>
                  <TableCell align="right">{formatCents(d.discountCents)}</TableCell>
                  <TableCell align="right">{formatCents(d.revenueCents)}</TableCell>
                  <TableCell>
                    <StatusChip discount={d} />
                  </TableCell>
                  <TableCell>{deactivateButton(d)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={`Deactivate ${confirming?.code ?? ''}?`}
        confirmLabel="Deactivate"
        destructive
        busy={deactivating.isLoading}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirming(null)}
      >
        Customers can no longer use this code. Orders already paid with it keep their discount. This cannot be
        undone.
      </ConfirmDialog>
    </Paper>
  );
}
