import { Modal, Tabs } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencil, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import type { ExpenseListItem } from '../../../domain/expenses';
import { ReceiptUploadCard } from '../receipts/receipt-upload-card';
import { ExpenseForm } from './expense-form';

type ExpenseFormModalProps = {
  opened: boolean;
  /** The expense to edit; null opens the New Expense dialog. */
  expense: ExpenseListItem | null;
  /** Project preselected for a new expense. */
  defaultProjectId?: number | null;
  onClose: () => void;
};

/** 'New Expense' (tabs Manual Entry and Upload Receipt) or 'Edit Expense' (plain form); full screen on phones. */
export function ExpenseFormModal({ opened, expense, defaultProjectId = null, onClose }: ExpenseFormModalProps) {
  const isMobile = useMediaQuery('(max-width: 48em)');
  const [tab, setTab] = useState<string | null>('manual');
  const close = () => {
    setTab('manual');
    onClose();
  };
  // key: a fresh form for each expense, so values never leak from one dialog to the next.
  const form = (
    <ExpenseForm key={expense?.id ?? 'new'} expense={expense} defaultProjectId={defaultProjectId} onCancel={close} onSaved={close} />
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={expense ? 'Edit Expense' : 'New Expense'}
      size="lg"
      fullScreen={isMobile}
      closeOnClickOutside={false}
      transitionProps={{ transition: isMobile ? 'slide-up' : 'pop', duration: 150 }}
    >
      {expense ? (
        form
      ) : (
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List mb="md">
            <Tabs.Tab value="manual" leftSection={<IconPencil size={16} />}>
              Manual Entry
            </Tabs.Tab>
            <Tabs.Tab value="receipt" leftSection={<IconReceipt size={16} />}>
              Upload Receipt
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="manual">{form}</Tabs.Panel>
          <Tabs.Panel value="receipt">
            {/* Mounted only while its tab is open, so each visit starts a fresh scan. */}
            {tab === 'receipt' && <ReceiptUploadCard defaultProjectId={defaultProjectId} onAdded={close} />}
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}
