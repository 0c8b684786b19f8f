import { NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { PAYMENT_ACCOUNT_LABELS, PAYMENT_ACCOUNTS } from '../../../domain/accounting-1099';
import { DateField } from '../../lib/ui/date-field';
import { useRole } from '../auth/auth-queries';
import { jobCostQueries } from '../job-cost/job-cost-queries';
import { parseTypedDate } from '../projects/project-form-values';
import { DateBeforeStartAlert } from './date-before-start-alert';
import { categoryOptions } from './expense-category';
import type { ExpenseFormValues } from './expense-form-values';
import {
  employeeOptions,
  expensePaymentMethodOptions,
  type Option,
  projectOptions,
  subcontractorOptions,
  supplierOptions,
  withNone,
} from './expense-options';
import { useCostCodeSuggestion } from './use-cost-code-suggestion';
import { useExpenseLookups } from './use-expense-lookups';

export const DATE_FORMAT = 'MM/DD/YYYY';
/** US dates: shown and typed as MM/DD/YYYY (YYYY-MM-DD also accepted); the value stays 'YYYY-MM-DD'. */
export const DATE_PROPS = { valueFormat: DATE_FORMAT, placeholder: DATE_FORMAT, dateParser: parseTypedDate } as const;

/** Money input props shared by the expense form and the material dialog. */
export const AMOUNT_PROPS = {
  prefix: '$',
  decimalScale: 2,
  // Always two decimals ($14,527.50, never $14,527.5), as on a cheque or an invoice.
  fixedDecimalScale: true,
  thousandSeparator: ',',
  min: 0,
  allowNegative: false,
  hideControls: true,
  inputMode: 'decimal',
} as const;

/** Hint under a lookup select: loading, or why the list is empty (the select still offers 'None'). */
function lookupHint(query: UseQueryResult<unknown[]>, noun: string): string | undefined {
  if (query.isPending && query.fetchStatus !== 'idle') return `Loading ${noun}…`;
  if (query.isError) return `Could not load ${noun}; you can still save without one.`;
  if (query.data && query.data.length === 0) return `No ${noun} yet.`;
  return undefined;
}

function optionalSelect(query: UseQueryResult<unknown[]>, toOptions: (list: never[]) => Option[], noun: string) {
  return { data: withNone(toOptions((query.data ?? []) as never[])), description: lookupHint(query, noun) };
}

type ExpenseFormFieldsProps = { form: UseFormReturnType<ExpenseFormValues> };

/** The inputs of the expense form (docs/product/screens.md §2.13, calls.md §5), one column on phones and two from the sm breakpoint. */
export function ExpenseFormFields({ form }: ExpenseFormFieldsProps) {
  const { projects, suppliers, employees, subcontractors } = useExpenseLookups();
  const staff = useRole() !== 'foreman';
  const supplier = optionalSelect(suppliers, supplierOptions, 'suppliers');
  const employee = optionalSelect(employees, employeeOptions, 'employees');
  const subcontractor = optionalSelect(subcontractors, subcontractorOptions, 'subcontractors');
  // The cost code (issue 42): empty keeps the default of the category (named), or of the commitment line it bills.
  const costCodes = useQuery(jobCostQueries.costCodes());
  const suggestion = useCostCodeSuggestion(form, costCodes.data);
  const categoryDefault = (costCodes.data ?? []).find((c) => c.categories.includes(form.values.category ?? ''));
  const costCodeOptions = [
    {
      value: 'default',
      label:
        form.values.commitmentLineId !== 'none'
          ? "Its commitment line's code"
          : form.values.category === 'subcontractor' || form.values.category === 'labor'
            ? "Default: by the person's trade"
            : categoryDefault
              ? `Default: ${categoryDefault.code} ${categoryDefault.name}`
              : 'Default for the category',
    },
    ...(costCodes.data ?? [])
      .filter((c) => c.active || c.code === form.values.costCode)
      .map((c) => ({ value: c.code, label: `${c.code} ${c.name}` })),
  ];

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Project"
          placeholder={projects.isPending ? 'Loading projects…' : 'Choose a project'}
          data={projectOptions(projects.data ?? [])}
          description={projects.isError ? 'Could not load projects. Reload the page to try again.' : undefined}
          searchable
          limit={100}
          nothingFoundMessage="No matching project"
          withAsterisk
          data-autofocus
          {...form.getInputProps('projectId')}
        />
        <Select
          label="Category"
          placeholder="Choose a category"
          data={categoryOptions(staff)}
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('category')}
        />
      </SimpleGrid>
      <Select
        label="Cost code"
        searchable
        allowDeselect={false}
        data={costCodeOptions}
        description={costCodes.isError ? 'Could not load the cost codes; the default applies.' : suggestion.hint}
        value={form.values.costCode || 'default'}
        error={form.errors.costCode}
        onChange={(v) => {
          suggestion.onPick();
          form.setFieldValue('costCode', !v || v === 'default' ? '' : v);
        }}
      />
      <TextInput label="Description" placeholder="e.g. 2x4 lumber, 40 pcs" withAsterisk {...form.getInputProps('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput label="Amount" placeholder="$0.00" {...AMOUNT_PROPS} withAsterisk {...form.getInputProps('amount')} />
        <DateField label="Date" {...DATE_PROPS} withAsterisk {...form.getInputProps('date')} />
        <Select label="Supplier" searchable allowDeselect={false} {...supplier} {...form.getInputProps('supplierId')} />
        {staff && <Select label="Employee" searchable allowDeselect={false} {...employee} {...form.getInputProps('employeeId')} />}
        {staff && (
          <Select label="Subcontractor" searchable allowDeselect={false} {...subcontractor} {...form.getInputProps('subcontractorId')} />
        )}
        <TextInput label="Receipt Number" placeholder="Optional" {...form.getInputProps('receiptNumber')} />
        <Select
          label="Payment Method"
          description="Card payments are reported on 1099-K; Zelle is a bank transfer (1099-NEC)"
          data={expensePaymentMethodOptions()}
          allowDeselect={false}
          {...form.getInputProps('paymentMethod')}
          onChange={(v) => {
            form.setFieldValue('paymentMethod', v ?? 'none');
            if (v !== 'payment_app') form.setFieldValue('paymentAccount', '');
          }}
        />
        {form.values.paymentMethod === 'payment_app' && (
          <Select
            label="Paid to which account"
            description="A business account is reported by the app on 1099-K; a personal one counts toward your 1099-NEC"
            data={PAYMENT_ACCOUNTS.map((a) => ({ value: a, label: PAYMENT_ACCOUNT_LABELS[a] }))}
            allowDeselect={false}
            {...form.getInputProps('paymentAccount')}
            value={form.values.paymentAccount || 'personal'}
          />
        )}
      </SimpleGrid>
      <DateBeforeStartAlert date={form.values.date} project={projects.data?.find((p) => String(p.id) === form.values.projectId)} />
      <Textarea label="Notes" autosize minRows={2} maxRows={5} {...form.getInputProps('notes')} />
    </Stack>
  );
}
