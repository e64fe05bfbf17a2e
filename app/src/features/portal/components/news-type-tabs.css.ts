import { style } from '@vanilla-extract/css';
import { tabList } from '../../../components/page-layout/page-layout.css';
import { vars } from '../../../styles/theme.css';

export const list = style([tabList, { marginBottom: vars.space.sm }]);
