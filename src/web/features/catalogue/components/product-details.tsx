// The product page's Description and Features tabs, below the fold: a chunk of its own, so that
// the page's first screen opens without the code for tabs, tables and rich text (decision 009).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Product } from '@shared/schemas/catalogue';
import { ProductImage } from '../../../components/product-image';
import { RichText } from './rich-text';
import { ShopTheme } from '../../../components/shop-theme';

function ProductDetailsScreen({ product }: { product: Product }) {
  const [tab, setTab] = useState(0);
  return (
    <Box sx={{ mt: { xs: 4, md: 6 }, bgcolor: 'background.paper', borderRadius: 3, border: 1, borderColor: 'divider' }}>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}>
        <Tab label="Description" id="tab-description" aria-controls="panel-description" />
        <Tab label="Features" id="tab-features" aria-controls="panel-features" />
      </Tabs>
      <Box
        sx={{ p: { xs: 2, md: 3 } }}
        role="tabpanel"
        id={tab === 0 ? 'panel-description' : 'panel-features'}
        aria-labelledby={tab === 0 ? 'tab-description' : 'tab-features'}
      >
        {tab === 0 ? (
          product.Descriptions.length === 0 ? (
            <Typography color="text.secondary">{product.Description}</Typography>
          ) : (
            product.Descriptions.map((d) => (
              <Box key={d.Id} sx={{ mb: 2 }}>
                {d.Description && <RichText html={d.Description} />}
                {d.FileName && (
                  <Box sx={{ mt: 2, maxWidth: 720 }}>
                    <ProductImage image={d} alt={`${product.Name} description`} sizes="(max-width: 900px) 100vw, 720px" />
                  </Box>
                )}
              </Box>
            ))
          )
        ) : product.Features.length === 0 ? (
          <Typography color="text.secondary">No features listed for this product.</Typography>
        ) : (
          <Table size="small" aria-label="Features">
            <TableBody>
              {product.Features.map((f) => (
                <TableRow key={f.Id}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: { xs: '40%', md: '30%' }, color: 'text.secondary' }}>
                    {f.ItemType}
                  </TableCell>
                  <TableCell>{f.ItemValue}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
    </Box>
  );
}

/** In the MUI theme, which loads with this part of the page. */
export default function ProductDetails(props: { product: Product }) {
  return (
    <ShopTheme>
      <ProductDetailsScreen {...props} />
    </ShopTheme>
  );
}
