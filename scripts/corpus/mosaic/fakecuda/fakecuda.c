/* Minimal fake libcuda.so.1: lets Mosaic GPU's MosaicGpuCompile query an sm_100 device on a GPU-less machine. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
typedef int CUresult; typedef int CUdevice;
static int env_int(const char* n, int d){const char* v=getenv(n); return v?atoi(v):d;}
CUresult cuInit(unsigned f){return 0;}
CUresult cuDriverGetVersion(int* v){*v=13000;return 0;}
CUresult cuCtxGetDevice(CUdevice* d){fprintf(stderr,"[fakecuda] cuCtxGetDevice\n");*d=0;return 0;}
CUresult cuDeviceGet(CUdevice* d,int o){*d=0;return 0;}
CUresult cuDeviceGetCount(int* c){*c=1;return 0;}
CUresult cuDeviceGetAttribute(int* p,int attr,CUdevice d){
  if(attr==75){*p=env_int("FAKE_CC_MAJOR",10);return 0;}
  if(attr==76){*p=env_int("FAKE_CC_MINOR",0);return 0;}
  fprintf(stderr,"[fakecuda] cuDeviceGetAttribute(%d)\n",attr); *p=0; return 0;}
CUresult cuCtxGetCurrent(void** c){*c=(void*)0x1;return 0;}
CUresult cuGetErrorString(CUresult r,const char** s){*s="fakecuda: not a real GPU";return 0;}
CUresult cuGetErrorName(CUresult r,const char** s){*s="FAKECUDA";return 0;}
CUresult cuModuleLoadData(void** m,const void* img){fprintf(stderr,"[fakecuda] cuModuleLoadData called -> exiting\n"); fflush(stderr); _exit(0);}
