import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

interface Props {
  /** The page the back button returns to, and its label. */
  backTo: string;
  backLabel: string;
  printLabel: string;
  /** Print waits until the sheet has loaded. */
  ready: boolean;
  /** Controls shown before the print button (e.g. the range). */
  children?: ReactNode;
}

/** The toolbar above a printout (left out when printing): back to its list, and print. */
export function PrintToolbar({ backTo, backLabel, printLabel, ready, children }: Props) {
  const navigate = useNavigate();
  return (
    <Flex
      className="tb-no-print"
      justify="space-between"
      align="center"
      wrap
      gap={12}
      style={{ marginBottom: 16 }}
    >
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(backTo)}>
        {backLabel}
      </Button>
      <Flex gap={8} wrap align="center">
        {children}
        <Button type="primary" icon={<PrinterOutlined />} disabled={!ready} onClick={() => window.print()}>
          {printLabel}
        </Button>
      </Flex>
    </Flex>
  );
}
