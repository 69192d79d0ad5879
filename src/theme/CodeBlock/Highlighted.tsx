/** The theme's CodeBlock with Prism and the languages of `themeConfig.prism` (see index.tsx). */
import type {ComponentType} from 'react';
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import type {Props} from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

export default OriginalCodeBlock as ComponentType<Props>;
