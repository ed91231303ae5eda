import {
  AuditOutlined,
  ImportOutlined,
  LogoutOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { ProLayout } from '@ant-design/pro-components';
import { App as AntApp, Avatar, Dropdown, Flex, Spin, Tag, Typography } from 'antd';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { ACCOUNT_PAGES, MENU_PAGES, PAGES } from '../../pages/registry';
import { ErrorBoundary } from '../ErrorBoundary';
import { registerMessageApi } from '../feedback';
import { hasAccess, isRole } from '../access/permissions';
import { AntdConfig } from '../i18n/AntdConfig';
import { LanguageSelector } from '../i18n/LanguageSelector';
import { LiveIndicator } from '../live/LiveIndicator';
import { LiveProvider } from '../live/LiveProvider';
import { useSession } from '../session/useSession';
import { APP_NAME, CONTENT_MAX_WIDTH, HEADER_TOKEN, PAGE_BACKGROUND } from './theme';

/** The profile dialog (a form, tabs, a modal) loads when first opened, not with the layout. */
const ProfileModal = lazy(() =>
  import('../session/ProfileModal').then((module) => ({ default: module.ProfileModal })),
);

/** Role tags: Admin in gold, Editor in green, Viewer in blue. */
const ROLE_COLORS = { admin: 'gold', editor: 'green', reader: 'blue' } as const;

function RoleTag() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  if (!user) return null;
  const role = isRole(user.role) ? user.role : 'reader';
  return (
    <Tag color={ROLE_COLORS[role]} data-testid="role-tag" style={{ marginInlineEnd: 0 }}>
      {t(`roles.${role}`)}
    </Tag>
  );
}

const ACCOUNT_ICONS: Record<string, ReactNode> = {
  import: <ImportOutlined />,
  users: <TeamOutlined />,
  settings: <SettingOutlined />,
  audit: <AuditOutlined />,
};

/** Display name (else username), the profile, the administration pages the user may open, logout. */
function UserMenu() {
  const { t } = useTranslation('shell');
  const { user, logout } = useSession();
  const navigate = useNavigate();
  const [profileOpen, setProfileOpen] = useState(false);
  // Mounted from the first opening on, so closing it keeps its closing animation.
  const [profileOpened, setProfileOpened] = useState(false);
  if (!user) return null;
  const name = user.display_name?.trim() || user.username;
  const pages = ACCOUNT_PAGES.filter((page) => hasAccess(user.role, page.access));
  return (
    <>
      {/* Click only: with hover too, a click on the menu that the pointer had just opened closed it. */}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'name', type: 'group', label: name },
            {
              key: 'profile',
              icon: <UserOutlined />,
              label: t('user.profile'),
              onClick: () => {
                setProfileOpened(true);
                setProfileOpen(true);
              },
            },
            ...pages.map((page) => ({
              key: page.key,
              icon: ACCOUNT_ICONS[page.key],
              label: t(`menu.${page.key}`),
              onClick: () => navigate(page.path),
            })),
            { type: 'divider' as const },
            { key: 'logout', icon: <LogoutOutlined />, label: t('user.logout'), onClick: logout },
          ],
        }}
      >
        <Flex align="center" gap={8} style={{ cursor: 'pointer', color: '#fff' }} data-testid="user-menu">
          <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: '#1677ff' }} />
          <span className="tb-user-name">{name}</span>
        </Flex>
      </Dropdown>
      {profileOpened ? (
        <Suspense fallback={null}>
          <ProfileModal open={profileOpen} onClose={() => setProfileOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function PageFallback() {
  return (
    <Flex justify="center" style={{ padding: 64 }}>
      <Spin size="large" />
    </Flex>
  );
}

interface MenuEntry {
  path?: string;
  key?: string;
  name: string;
  children?: MenuEntry[];
}

/** The top menu's entries the user may open, in registry order; a group sits where its first entry is. */
function menuEntries(role: string | undefined, t: TFunction<'shell'>): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const page of MENU_PAGES.filter((candidate) => hasAccess(role, candidate.access))) {
    const entry = { path: page.path, name: t(`menu.${page.key}`) };
    if (!page.group) {
      entries.push(entry);
      continue;
    }
    // A submenu's key must look like a path for ProLayout to keep it apart from the pages.
    const key = `/${page.group}`;
    const group = entries.find((candidate) => candidate.key === key);
    if (group) group.children?.push(entry);
    else entries.push({ key, name: t(`menuGroups.${page.group}`), children: [entry] });
  }
  return entries;
}

/** Hands the context-aware message API to code outside components (the request client). */
function MessageBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => registerMessageApi(message), [message]);
  return null;
}

/**
 * The signed-in part of the app: antd's configuration (locale, theme), its App context (messages,
 * notifications and confirmations follow the theme and locale) and the layout. They load here rather
 * than with the login page, which uses no antd.
 */
export function AppLayout() {
  return (
    <AntdConfig>
      <AntApp>
        <MessageBridge />
        <LiveProvider>
          <SignedInLayout />
        </LiveProvider>
      </AntApp>
    </AntdConfig>
  );
}

function SignedInLayout() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const { user } = useSession();
  const current = PAGES.find((page) => page.path === location.pathname);

  useEffect(() => {
    document.title = current ? `${t(`menu.${current.key}`)} · ${APP_NAME}` : APP_NAME;
  }, [current, t]);

  return (
    <ProLayout
      layout="top"
      title={APP_NAME}
      logo={false}
      fixedHeader
      contentWidth="Fluid"
      location={{ pathname: location.pathname }}
      token={{ header: HEADER_TOKEN, bgLayout: PAGE_BACKGROUND }}
      bgLayoutImgList={[]}
      menu={{ locale: false }}
      route={{
        path: '/',
        routes: menuEntries(user?.role, t),
      }}
      headerTitleRender={(_logo, title) => (
        <Link to="/overview" style={{ display: 'flex', alignItems: 'center' }}>
          {title}
        </Link>
      )}
      menuItemRender={(item, dom) => (item.path ? <Link to={item.path}>{dom}</Link> : dom)}
      actionsRender={() => [
        <LiveIndicator key="live" />,
        <RoleTag key="role" />,
        <UserMenu key="user" />,
        <Link key="logo" to="/about" aria-label={t('aboutLink')} data-testid="logo-link">
          <img src="/logo.svg" alt={APP_NAME} width={28} height={28} style={{ display: 'block' }} />
        </Link>,
      ]}
      footerRender={() => (
        <Flex
          className="tb-no-print"
          justify="center"
          align="center"
          gap={16}
          style={{ padding: '16px 24px' }}
          wrap
        >
          <Typography.Text type="secondary">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Typography.Text>
          <LanguageSelector />
        </Flex>
      )}
    >
      <div
        className="tb-content"
        style={{ maxWidth: CONTENT_MAX_WIDTH, margin: '0 auto', width: '100%', padding: 24 }}
      >
        <ErrorBoundary key={location.pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </div>
    </ProLayout>
  );
}
