import { useTranslation } from 'react-i18next';
import type { PartnerContact } from '../services/request';
import { joinParts } from '../utils/format';

/**
 * A printout's partner address and contact (person · phone), as term and description pairs of its
 * parties' list: where the goods go and whom to ask. Nothing for what the partner has not recorded.
 */
export function SheetPartyContact({ contact }: { contact: PartnerContact }) {
  const { t } = useTranslation('common');
  const reach = joinParts([contact.contact_person, contact.contact_phone]);
  return (
    <>
      {contact.address ? (
        <>
          <dt>{t('sheet.address')}</dt>
          <dd data-testid="sheet-party-address">{contact.address}</dd>
        </>
      ) : null}
      {reach ? (
        <>
          <dt>{t('sheet.contact')}</dt>
          <dd data-testid="sheet-party-contact">{reach}</dd>
        </>
      ) : null}
    </>
  );
}
