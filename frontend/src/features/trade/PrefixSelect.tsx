import { Select, Typography, type RefSelectProps, type SelectProps } from 'antd';
import { forwardRef } from 'react';
import { prefixSearch, type SearchOption } from './prefixSearch';

type Props = Omit<
  SelectProps<string, SearchOption>,
  'showSearch' | 'filterOption' | 'filterSort' | 'optionRender'
>;

/**
 * A select searched by the start of an option's name or code, the best match first (so typing a prefix
 * and Enter picks it); each option shows its code in grey.
 */
export const PrefixSelect = forwardRef<RefSelectProps, Props>(function PrefixSelect(props, ref) {
  return (
    <Select<string, SearchOption>
      ref={ref}
      showSearch
      allowClear
      style={{ width: '100%' }}
      {...props}
      filterOption={prefixSearch.filterOption}
      filterSort={prefixSearch.filterSort}
      optionRender={(option) => (
        <span className="tb-option">
          <span>{option.data.label}</span>
          <Typography.Text type="secondary">{option.data.code}</Typography.Text>
        </span>
      )}
    />
  );
});
