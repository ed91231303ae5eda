/** Constants of the shell's look. */
export const APP_NAME = 'Tradebook';

/** The content's maximum width, in px. */
export const CONTENT_MAX_WIDTH = 1800;

/** One flat page background (ProLayout's default gradient images are off). */
export const PAGE_BACKGROUND = '#f5f7fa';

/** The dark top menu. */
export const HEADER_TOKEN = {
  colorBgHeader: '#001529',
  colorBgScrollHeader: '#001529',
  colorHeaderTitle: '#ffffff',
  colorTextMenu: 'rgba(255, 255, 255, 0.72)',
  colorTextMenuSecondary: 'rgba(255, 255, 255, 0.65)',
  colorTextMenuSelected: '#ffffff',
  colorTextMenuActive: '#ffffff',
  colorBgMenuItemHover: 'rgba(255, 255, 255, 0.08)',
  colorBgMenuItemSelected: '#1677ff',
  colorTextRightActionsItem: 'rgba(255, 255, 255, 0.85)',
  colorBgRightActionsItemHover: 'rgba(255, 255, 255, 0.08)',
};
