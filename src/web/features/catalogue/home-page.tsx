import Container from '@mui/material/Container';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import { SHOP } from '@shared/constants';
import { BannerCarousel } from './components/banner-carousel';
import { ProductGrid } from './components/product-grid';
import { PageMeta } from '../../components/page-meta';

const promises = [
  { icon: <LocalShippingOutlined />, title: 'Delivered across India', text: 'Tracked courier delivery to every pin code we serve' },
  { icon: <VerifiedOutlined />, title: 'Genuine products', text: 'Warranty honoured in India, easy replacements' },
  { icon: <ReceiptOutlined />, title: 'GST invoice', text: 'Download your tax invoice from My Orders' },
];

export default function HomePage() {
  return (
    <Container maxWidth="lg">
      <PageMeta title={`${SHOP.name} | Headphones, Speakers and Studio Gear`} />
      <Typography variant="h4" component="h1" sx={visuallyHidden}>
        {SHOP.name}: audio and electronics shop
      </Typography>
      <BannerCarousel />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: { xs: 1, sm: 2 }, my: { xs: 2, md: 3 } }}>
        {promises.map((p) => (
          <Box key={p.title} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: { xs: 1.25, md: 1.5 }, bgcolor: 'background.paper', borderRadius: 2, border: 1, borderColor: 'divider' }}>
            <Box sx={{ color: 'secondary.main', display: 'flex' }}>{p.icon}</Box>
            <Box>
              <Typography variant="subtitle2" component="p">{p.title}</Typography>
              <Typography variant="caption" color="text.secondary">{p.text}</Typography>
            </Box>
          </Box>
        ))}
      </Box>
      <ProductGrid searchText="" heading="Shop all products" />
    </Container>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
