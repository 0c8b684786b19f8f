import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Phones (under Mantine's sm breakpoint, 48em) get full-screen dialogs. */
export const PHONE_QUERY = '(max-width: 48em)';

type FormModalProps = {
  opened: boolean;
  onClose: () => void;
  /** Also the dialog's accessible name, e.g. 'Add Employee'. */
  title: string;
  size?: string;
  children: ReactNode;
};

/** A dialog holding a form: centred on larger screens, full screen (sliding up) on phones. */
export function FormModal({ opened, onClose, title, size = 'lg', children }: FormModalProps) {
  const isPhone = useMediaQuery(PHONE_QUERY);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={isPhone}
      closeOnClickOutside={false}
      transitionProps={{ transition: isPhone ? 'slide-up' : 'pop', duration: 150 }}
    >
      {children}
    </Modal>
  );
}
