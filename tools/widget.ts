// npm run widget -- <Type>: scaffolds src/widgets/<Type>/ with Widget.tsx, props.schema.json and
// example.json. `npm run gen` then adds it to the registry and generates <Type>Props.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../src/brand/schema-files.ts';

const type = process.argv[2];
if (!type || !/^[A-Z][A-Za-z0-9]*$/.test(type)) {
  console.error('Usage: npm run widget -- <Type>   (PascalCase, e.g. GameGrid)');
  process.exit(2);
}
const dir = join(ROOT, 'src/widgets', type);
if (existsSync(dir)) {
  console.error(`src/widgets/${type} exists already`);
  process.exit(1);
}
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'props.schema.json'), `${JSON.stringify({
  $schema: 'http://json-schema.org/draft-07/schema#',
  description: `What ${type} shows, for operators reading the schema.`,
  type: 'object',
  additionalProperties: false,
  required: ['title'],
  properties: { title: { $ref: '../../../schemas/text.schema.json' } },
}, null, 2)}\n`);
writeFileSync(join(dir, 'example.json'), `${JSON.stringify({ type, props: { title: 'text.common.welcome' } }, null, 2)}\n`);
writeFileSync(join(dir, 'Widget.tsx'), `import { Box, Heading } from '@chakra-ui/react';
import type { WidgetRenderProps } from '../types';
import type { ${type}Props } from '../../generated/types';
import { useText } from '../../renderer/text';

export default function ${type}({ props, children }: WidgetRenderProps<${type}Props>) {
  const t = useText();
  return (
    <Box>
      <Heading as="h2" size="lg">{t(props.title)}</Heading>
      {children}
    </Box>
  );
}
`);
console.log(`Created src/widgets/${type}/ (Widget.tsx, props.schema.json, example.json). Run \`npm run gen\`.`);
