import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconMessage, IconPrinter } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { payrollApi } from '../../../domain/api/payroll';
import { todayIso } from '../../../domain/dates';
import type { PayrollMethod, PayrollRow } from '../../../domain/payroll';
import { endpointUrl } from '../../lib/call-api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { PHONE_QUERY } from '../../lib/ui/form-modal';
import { LoadError } from '../../lib/ui/load-error';
import { CheckCanvas } from './check-canvas';
import { methodLabel, shortWeekLabel } from './payroll-helpers';
import { PaystubDetails } from './paystub-details';
import { printPaystub } from './print-paystub';
import { usePaystub, useSendPaystub } from './use-payroll';

type PaystubDialogProps = {
  /** The employee whose stub is shown; null keeps the dialog closed. */
  row: PayrollRow | null;
  week: string;
  method: PayrollMethod;
  onClose: () => void;
};

/** 'Pay Stub — {name}': work details, advances, totals and the check, with PDF, SMS and print. */
export function PaystubDialog({ row, week, method, onClose }: PaystubDialogProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  const stub = usePaystub(row?.employeeId ?? null, week);
  const send = useSendPaystub();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const name = row?.employeeName ?? '';
  const pdfHref = row ? endpointUrl(payrollApi.paystubPdf, { query: { employeeId: row.employeeId, week } }) : undefined;

  const sendSms = () =>
    row &&
    send.mutate(
      { body: { employeeId: row.employeeId, week, paymentMethod: method } },
      {
        onSuccess: (r) =>
          r.success
            ? notifySuccess(r.delivery === 'stored' ? 'Saved to the outbox' : 'Pay stub texted', r.message)
            : notifyError(r.message || 'Failed to send pay stub'),
        onError: () => notifyError('Failed to send pay stub'),
      },
    );

  let body: ReactNode;
  if (stub.isError) body = <LoadError title="Could not load the pay stub" error={stub.error} onRetry={() => void stub.refetch()} />;
  else if (stub.isPending || !stub.data)
    body = (
      <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading pay stub">
        <Skeleton height={14} width="60%" />
        <Skeleton height={120} />
        <Skeleton height={200} />
      </Stack>
    );
  else {
    const s = stub.data;
    body = (
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {s.employee.position} · Week {shortWeekLabel(s.weekPeriod.startDate)} ·{' '}
          {row?.payment?.status === 'completed' ? 'Paid' : 'To be paid'} by {methodLabel(method)}
        </Text>
        <PaystubDetails stub={s} />
        <CheckCanvas
          canvasRef={canvasRef}
          payee={s.employee.name}
          amount={s.totals.netPay}
          date={todayIso()}
          memo={`Payroll ${shortWeekLabel(s.weekPeriod.startDate)}`}
        />
        {!s.employee.phone && (
          <Alert color="yellow" variant="light" p="xs">
            No phone number on file: add one on the Employees page to send this stub by SMS.
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button component="a" href={pdfHref} download variant="default" leftSection={<IconDownload size={16} />}>
            Download PDF
          </Button>
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => printPaystub(s, canvasRef.current)}>
            Print
          </Button>
          <Button leftSection={<IconMessage size={16} />} onClick={sendSms} loading={send.isPending}>
            Send via SMS
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Modal opened={row !== null} onClose={onClose} title={`Pay Stub — ${name}`} size="xl" fullScreen={isPhone}>
      {body}
    </Modal>
  );
}
