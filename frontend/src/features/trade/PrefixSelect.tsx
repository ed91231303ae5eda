import { Select, Typography, type RefSelectProps, type SelectProps } from 'antd';
import { forwardRef, useId } from 'react';
import { prefixSearch, type SearchOption } from './prefixSearch';

type Props = Omit<
  SelectProps<string, SearchOption>,
  'showSearch' | 'filterOption' | 'filterSort' | 'optionRender'
>;

/**
 * A select searched by the start of an option's name or code, the best match first (so typing a prefix
 * and Enter picks it); each option shows its code in grey. Without an id of its own (a document line's
 * select has no form field to give it one) it takes React's, so its input names its option list from the
 * first render; antd's own id arrives a render later, and a line just added would announce
 * "undefined_list" until then.
 */
export const PrefixSelect = forwardRef<RefSelectProps, Props>(function PrefixSelect(props, ref) {
  const fallbackId = useId();
  return (
    <Select<string, SearchOption>
      ref={ref}
      showSearch
      allowClear
      style={{ width: '100%' }}
      {...props}
      id={props.id ?? fallbackId}
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
