// /admin/product/add and /admin/product/edit/{productId}: the six-step product wizard.
// The step lives in the address (?step=), so a reload or Back keeps the admin's place, and the
// new product's id moves into the address as soon as its details are saved.
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { ADMIN_MESSAGES } from '@shared/schemas/admin-catalogue';
import { declarationsMissingMessage } from '@shared/declarations';
import { toastError, toastSuccess } from '../../lib/toast';
import { paths } from '../../lib/paths';
import { useAdminProduct } from './api/get-product';
import { usePublishProduct } from './api/publish-product';
import { AdminPage } from '../../components/admin-page';
import { messageOf } from '../../components/admin-messages';
import { ProductDetailsStep } from './components/wizard/product-details-step';
import { ProductDeclarationsStep } from './components/wizard/product-declarations-step';
import { ProductVariantsStep } from './components/wizard/product-variants-step';
import { ProductImagesStep } from './components/wizard/product-images-step';
import { ProductDescriptionStep } from './components/wizard/product-description-step';
import { ProductFeaturesStep } from './components/wizard/product-features-step';

export const WIZARD_STEPS = [
  'Product Details',
  'Product Declarations',
  'Product Variants',
  'Product Images',
  'Product Description',
  'Product Features',
] as const;

const PRODUCT_LIST = paths.admin.productList;
const editPath = paths.admin.productEdit;

/** Which step fixes what publishing refused. */
function stepFor(message: string): number | null {
  if (message.startsWith(declarationsMissingMessage([]).trim())) return 1;
  if (message === ADMIN_MESSAGES.addVariant || message === ADMIN_MESSAGES.selectDefaultVariant || message === ADMIN_MESSAGES.variantImages) return 2;
  if (message === ADMIN_MESSAGES.productImages) return 3;
  return null;
}

export default function ProductWizardPage() {
  const { productId: param } = useParams();
  const productId = param === undefined ? null : Number(param);
  const validId = productId === null || (Number.isInteger(productId) && productId > 0);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const productQ = useAdminProduct(validId ? productId : null);
  const publish = usePublishProduct();

  const requested = Number(params.get('step') ?? 0);
  // Without a saved product only the details can be filled in.
  const step = productId && Number.isInteger(requested) ? Math.min(Math.max(requested, 0), WIZARD_STEPS.length - 1) : 0;
  const goTo = (s: number) => setParams({ step: String(s) });

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [step]);

  useEffect(() => {
    if (productQ.isError) console.error(ADMIN_MESSAGES.productLoadFailed, productQ.error);
  }, [productQ.isError, productQ.error]);

  const product = productQ.data;
  const name = product?.Name ?? 'Product';

  const onSaved = (id: number) => {
    if (!productId) navigate(editPath(id, 1), { replace: true });
    else goTo(1);
  };

  const onPublish = async () => {
    if (!productId) return;
    try {
      const res = await publish.mutateAsync({ ProductId: productId, Status: true });
      toastSuccess(res.Message || ADMIN_MESSAGES.productPublished);
      navigate(PRODUCT_LIST);
    } catch (err) {
      const message = messageOf(err, 'Failed to publish the product');
      toastError(message);
      const fix = stepFor(message);
      if (fix !== null) goTo(fix);
    }
  };

  const title = productId ? `Edit Product` : 'Add Product';
  const back = (
    <Button component={RouterLink} to={PRODUCT_LIST} startIcon={<ArrowBack />}>
      Product list
    </Button>
  );

  if (!validId || productQ.isError) {
    return (
      <AdminPage title={title} actions={back} maxWidth="lg">
        <Alert severity="error" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
          <AlertTitle>{ADMIN_MESSAGES.productLoadFailed}</AlertTitle>
          The product may have been deleted. Go back to the product list and try again.
        </Alert>
      </AdminPage>
    );
  }

  return (
    <AdminPage title={title} actions={back} maxWidth="lg">
      {productId && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          {product ? (
            <>
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                {product.Name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {product.ProductCode}
              </Typography>
              <Chip
                size="small"
                label={product.IsPublished ? 'Published' : 'Not published'}
                color={product.IsPublished ? 'success' : 'default'}
                variant={product.IsPublished ? 'filled' : 'outlined'}
              />
            </>
          ) : (
            <Skeleton width={240} />
          )}
        </Box>
      )}

      <Box sx={{ display: { xs: 'none', md: 'block' }, mb: 3 }}>
        <Stepper nonLinear={!!productId} activeStep={step} alternativeLabel>
          {WIZARD_STEPS.map((label, i) => (
            <Step key={label} completed={false}>
              <StepButton onClick={() => goTo(i)} disabled={!productId}>
                {label}
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </Box>
      <Box sx={{ display: { xs: 'block', md: 'none' }, mb: 2 }}>
        <Typography variant="overline" color="text.secondary">
          Step {step + 1} of {WIZARD_STEPS.length}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mb: 1 }}>
          {WIZARD_STEPS[step]}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((step + 1) / WIZARD_STEPS.length) * 100}
          sx={{ height: 6, borderRadius: 3 }}
          aria-label="Wizard progress"
        />
      </Box>

      <Typography variant="h6" component="h2" sx={{ display: { xs: 'none', md: 'block' }, mb: 1.5 }}>
        {WIZARD_STEPS[step]}
      </Typography>

      {productId && productQ.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : step === 0 ? (
        <ProductDetailsStep productId={productId} product={product} onSaved={onSaved} />
      ) : step === 1 ? (
        <ProductDeclarationsStep productId={productId!} product={product} onPrevious={() => goTo(0)} onNext={() => goTo(2)} />
      ) : step === 2 ? (
        <ProductVariantsStep productId={productId!} productName={name} onPrevious={() => goTo(1)} onNext={() => goTo(3)} />
      ) : step === 3 ? (
        <ProductImagesStep productId={productId!} productName={name} onPrevious={() => goTo(2)} onNext={() => goTo(4)} />
      ) : step === 4 ? (
        <ProductDescriptionStep productId={productId!} productName={name} onPrevious={() => goTo(3)} onNext={() => goTo(5)} />
      ) : (
        <ProductFeaturesStep productId={productId!} onPrevious={() => goTo(4)} onPublish={() => void onPublish()} publishing={publish.isPending} />
      )}
    </AdminPage>
  );
}
