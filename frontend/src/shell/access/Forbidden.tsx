import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isRole, type AccessAction } from './permissions';

/** 'Sorry, you need the {action} permission to access this page. Current role: {role}' and a back button. */
export function Forbidden({ action, role }: { action: AccessAction; role?: string | null }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const roleName = isRole(role) ? t(`roles.${role}`) : (role ?? t('roles.none'));
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate('/overview', { replace: true }));
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('forbidden.message', { action: t(`forbidden.actions.${action}`), role: roleName })}
      extra={
        <Button type="primary" onClick={goBack}>
          {t('forbidden.back')}
        </Button>
      }
    />
  );
}
