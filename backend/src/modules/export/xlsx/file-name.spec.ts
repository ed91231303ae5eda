import { contentDisposition, exportFileName, fileTimestamp } from './file-name';

describe('export file names', () => {
  const at = new Date(2025, 10, 21, 9, 30, 15);

  it('stamps YYYYMMDD_HHmmss in local time', () => {
    expect(fileTimestamp(at)).toBe('20251121_093015');
    expect(exportFileName('base-info', undefined, at)).toEqual({
      name: 'base-info_20251121_093015.xlsx',
      ascii: 'base-info_20251121_093015.xlsx',
    });
  });

  it('sends a Chinese name with an ASCII fallback and RFC 5987 encoding', () => {
    const header = contentDisposition(exportFileName('高级分析_按客户', 'advanced-analysis_by-customer', at));
    expect(header).toBe(
      `attachment; filename="advanced-analysis_by-customer_20251121_093015.xlsx"; ` +
        `filename*=UTF-8''${encodeURIComponent('高级分析_按客户_20251121_093015.xlsx')}`,
    );
  });

  it('never lets a quote or a non-ASCII character into the plain filename', () => {
    expect(contentDisposition({ name: `a'b"(c).xlsx`, ascii: `数"x\\.xlsx` })).toBe(
      `attachment; filename="__x_.xlsx"; filename*=UTF-8''a%27b%22%28c%29.xlsx`,
    );
  });
});
