import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { ChooseStep, FileStep, ReviewStep } from './steps';
import { useImportRun } from './useImportRun';

/**
 * /import (editors and admins): choose a kind, download its template, pick a file; the
 * file is checked at once (a dry run: counts, effects, every error with its row and column, the errors
 * as an .xlsx), then imported as a whole when it has no errors.
 */
export default function ImportPage() {
  const { t } = useTranslation('import');
  const run = useImportRun();
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Flex vertical gap={16}>
        <ChooseStep run={run} />
        <FileStep run={run} />
        <ReviewStep run={run} />
      </Flex>
    </>
  );
}
