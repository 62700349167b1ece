import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { parseLightMarkup, type Span } from './lightMarkup.ts';

const spans = (items: Span[]) =>
  items.map((span, index) =>
    span.bold ? <strong key={index}>{span.text}</strong> : <span key={index}>{span.text}</span>,
  );

/** Renders the AI's formatted text as React elements: the text is never treated as HTML. */
export function LightMarkup({ text, headingLevel = 3 }: { text: string; headingLevel?: 3 | 4 }) {
  const blocks = parseLightMarkup(text);
  return (
    // dir="auto": an English text on an Arabic page (and the reverse) keeps its own direction.
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="light-markup" dir="auto">
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <Typography key={index} component={`h${headingLevel}`} variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
              {spans(block.spans)}
            </Typography>
          );
        }
        if (block.kind === 'list') {
          return (
            <Box key={index} component="ul" sx={{ m: 0, paddingInlineStart: 3, display: 'grid', gap: 0.5 }}>
              {block.items.map((item, itemIndex) => (
                <Typography key={itemIndex} component="li">
                  {spans(item)}
                </Typography>
              ))}
            </Box>
          );
        }
        return <Typography key={index}>{spans(block.spans)}</Typography>;
      })}
    </Box>
  );
}
